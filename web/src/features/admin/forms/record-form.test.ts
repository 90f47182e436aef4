import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { businessKind, eventKind } from "@main-street/domain/records";
import type { FormikValues } from "formik";
import { businessForm } from "./business-form";
import { eventForm } from "./event-form";
import { addValidation, editValidation, type RecordForm } from "./record-form";
import { recordTexts } from "./record-texts";

const event: CommunityEvent = {
  id: "e1",
  title: "Spring Jamboree",
  description: "<p>Music</p>",
  excerpt: "",
  date: "2025-03-05",
  displayDate: "March 5, 2025",
  time: "",
  location: "",
  image: "",
  category: "",
  featured: "false",
  createdAt: "",
  updatedAt: "",
};

const business: Business = {
  id: "b1",
  name: "Blue Plate Diner",
  category: "restaurants",
  subcategory: "",
  description: "",
  excerpt: "",
  website: "",
  phone: "",
  address: "",
  hours: "Daily 6-2",
  image: "",
  tags: [],
  featured: "false",
  createdAt: "",
  updatedAt: "",
};

describe("the screens a descriptor's form builds", () => {
  it("checks the add dialog with the kind's input schema: a blank event needs a title, description and date", () => {
    expect(Object.keys(addValidation(eventForm)(eventForm.blank)).sort()).toEqual(["date", "description", "title"]);
    expect(Object.keys(addValidation(businessForm)(businessForm.blank)).sort()).toEqual(["category", "name"]);
  });

  it("checks the edit screen with the update schema: there an event's description may be empty", () => {
    const values = { ...eventForm.fromRecord(event), description: "" };
    expect(editValidation(eventForm, event)(values)).toEqual({});
    expect(editValidation(eventForm, event)({ ...values, title: " " })).toEqual({ title: "Title is required" });
  });

  it("round-trips a stored record through the edit screen into a payload its kind accepts", () => {
    const saved = <R, Values extends FormikValues>(form: RecordForm<R, Values>, stored: R) => {
      const values = form.fromRecord(stored);
      expect(editValidation(form, stored)(values)).toEqual({});
      return form.kind.updateSchema.parse(form.editPayload(values, stored));
    };
    expect(saved(businessForm, business)).toMatchObject({ name: "Blue Plate Diner", hours: "Daily 6-2" });
    expect(saved(eventForm, event)).toMatchObject({ title: "Spring Jamboree", date: "2025-03-05" });
  });

  it("refuses in the browser what the API would refuse, with the same message", () => {
    const errors = addValidation(businessForm)({
      ...businessForm.blank,
      name: "Shop",
      category: "coffee",
      website: "x",
    });
    expect(errors).toEqual({ website: "Website must be a web address starting with http:// or https://" });
  });
});

/** Each text as the screens showed it before they were built from the kinds' labels. */
const TEXTS: [keyof ReturnType<typeof recordTexts>, string, string][] = [
  ["one", "business", "event"],
  ["add", "Add Business", "Add Event"],
  ["create", "Create Business", "Create Event"],
  ["created", "Business created successfully!", "Event created successfully!"],
  ["createFailed", "Error creating business", "Error creating event"],
  ["deleted", "Business deleted successfully!", "Event deleted successfully!"],
  ["deleteFailed", "Error deleting business", "Error deleting event"],
  ["loading", "Loading businesses...", "Loading events..."],
  ["loadFailed", "Businesses could not be loaded", "Events could not be loaded"],
  [
    "emptyHint",
    "Add the first business with the Add Business button.",
    "Add the first event with the Add Event button.",
  ],
  ["edit", "Edit Business", "Edit Event"],
  ["editForm", "Edit business", "Edit event"],
  ["saved", "Business Saved!", "Event Saved!"],
  ["saveFailed", "Failed to update business", "Failed to update event"],
  ["view", "View This Business", "View This Event"],
  ["notFound", "Business Not Found", "Event Not Found"],
  ["backToList", "Back to Businesses", "Back to Events"],
];

describe("the texts a kind's label gives the admin screens (docs/product.md#messages)", () => {
  it.each(TEXTS)("%s: '%s' and '%s'", (key, business, event) => {
    expect(recordTexts(businessKind)[key]).toBe(business);
    expect(recordTexts(eventKind)[key]).toBe(event);
  });

  it("covers every text", () => {
    expect(Object.keys(recordTexts(businessKind)).sort()).toEqual(TEXTS.map(([key]) => key).sort());
  });
});
