import { businessInputSchema, type Business } from "@main-street/domain/business";
import { revisionSchema } from "@main-street/domain/owners";
import { eventInputSchema, eventUpdateSchema, type CommunityEvent } from "@main-street/domain/event";
import { businessKind, eventKind } from "@main-street/domain/records";
import type { FormikValues } from "formik";
import { bingoSquareForm } from "./bingo-square-form";
import { BLANK_BUSINESS, businessForm, businessFormValues, businessPayload, newBusinessPayload } from "./business-form";
import { BLANK_EVENT, eventForm, eventFormValues, eventPayload } from "./event-form";
import { addValidation, editValidation, type RecordForm } from "./record-form";
import { recordTexts } from "./record-texts";
import { weekOf } from "@main-street/domain/weekly-hours";
import { addDays, toLongDate } from "@main-street/domain/dates";
import { testToday } from "../../../../../scripts/test/test-clock";

const event: CommunityEvent = {
  id: "e1",
  title: "Spring Jamboree",
  description: "<p>Music</p>",
  excerpt: "Music in the park",
  date: "2025-03-05",
  displayDate: "March 5, 2025",
  time: "6:00 PM",
  location: "Wilbur Square",
  image: "",
  category: "Festival",
  featured: "true",
  createdAt: "",
  updatedAt: "",
};

const business: Business = {
  id: "b1",
  name: "Blue Plate Diner",
  category: "restaurants",
  subcategory: "Diner",
  description: "<p>Pie</p>",
  excerpt: "",
  website: "https://diner.example",
  phone: "",
  address: "1 Nevada Way",
  hours: weekOf([{ days: ["Mo", "Tu"], opens: "06:00", closes: "14:00" }]),
  hoursNote: "Cash only",
  image: "",
  tags: ["breakfast", "pie"],
  featured: "false",
  createdAt: "",
  updatedAt: "",
};

describe("the event form (YYYY-MM-DD in the date input, long English form on save)", () => {
  it("loads the stored date into the date input as YYYY-MM-DD", () => {
    expect(eventFormValues(event).date).toBe("2025-03-05");
  });

  it("saves the date in long form, which the shared schema turns back into YYYY-MM-DD", () => {
    const payload = eventPayload(eventFormValues(event), true);
    expect(payload.date).toBe("March 5, 2025");
    expect(eventUpdateSchema.parse(payload).date).toBe("2025-03-05");
  });

  it("loads and sends the host business ('' for none)", () => {
    expect(eventFormValues(event).hostBusinessId).toBe("");
    const hosted = eventFormValues({ ...event, hostBusinessId: "ironworkers-pub" });
    expect(eventPayload(hosted, true).hostBusinessId).toBe("ironworkers-pub");
    expect(eventPayload({ ...hosted, hostBusinessId: "" }, false).hostBusinessId).toBe("");
  });

  it("sends the excerpt only from the edit screen", () => {
    expect(eventPayload(eventFormValues(event), false)).not.toHaveProperty("excerpt");
    expect(eventPayload(eventFormValues(event), true).excerpt).toBe("Music in the park");
  });

  it("starts blank and not featured, and the Add dialog's rules need a title, description and date", () => {
    expect(BLANK_EVENT.featured).toBe("false");
    const result = eventInputSchema.safeParse(eventPayload(BLANK_EVENT, false));
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["title", "description", "date"]));
  });
});

describe("the business form", () => {
  it("shows tags comma-separated and sends them trimmed, without empty items", () => {
    expect(businessFormValues(business).tags).toBe("breakfast, pie");
    expect(
      newBusinessPayload({ ...BLANK_BUSINESS, name: "X", category: "coffee", tags: " latte, , mocha ," }).tags,
    ).toEqual(["latte", "mocha"]);
  });

  it("starts the grid from the stored week and saves it back with the note", () => {
    const values = businessFormValues(business);
    expect(values.week).toEqual(business.hours);
    expect(businessPayload(values)).toMatchObject({ hours: business.hours, hoursNote: "Cash only" });
  });

  it("keeps a listing without structured hours without them: no grid, and none saved (never a closed week)", () => {
    const values = businessFormValues({ ...business, hours: null, hoursNote: "Daily 7am-3pm" });
    expect(values).toMatchObject({ week: null, hoursNote: "Daily 7am-3pm" });
    expect(businessPayload(values)).toMatchObject({ hours: null, hoursNote: "Daily 7am-3pm" });
  });

  it("builds payloads the shared schema accepts", () => {
    expect(businessInputSchema.safeParse(businessPayload(businessFormValues(business))).success).toBe(true);
    expect(businessInputSchema.safeParse(newBusinessPayload(BLANK_BUSINESS)).success).toBe(false);
  });
});

describe("the business form's special hours and access details", () => {
  const today = testToday();
  const upcoming = { date: addDays(today, 3), kind: "closed" as const, ranges: [], label: "Thanksgiving" };
  const over = { date: addDays(today, -3), kind: "closed" as const, ranges: [], label: "Gone" };

  it("loads the special days not over yet, and every access detail with unknown for not reported", () => {
    const values = businessFormValues({
      ...business,
      exceptions: [over, upcoming],
      access: { "step-free-entrance": { state: "yes", note: "Ramp" } },
    });
    expect(values.exceptions).toEqual([upcoming]);
    expect(values.access["step-free-entrance"]).toEqual({ state: "yes", note: "Ramp" });
    expect(values.access["hearing-loop"]).toEqual({ state: "unknown", note: "" });
    // Saved: the days not over (so the past ones drop), and only the details reported.
    expect(businessPayload(values)).toMatchObject({
      exceptions: [upcoming],
      access: { "step-free-entrance": { state: "yes", note: "Ramp" } },
    });
    expect(Object.keys(businessPayload(values).access ?? {})).toEqual(["step-free-entrance"]);
  });

  it("says on the field when a special day's date has passed, on Boulder City's clock", () => {
    const values = { ...businessFormValues(business), exceptions: [over] };
    expect(editValidation(businessForm, business)(values)).toEqual({
      exceptions: [{ date: `${toLongDate(over.date)} has passed` }],
    });
  });
});

describe("the business form's e-mail address (the field owners may change too)", () => {
  it("loads and saves the listing's address, and none as ''", () => {
    const values = businessFormValues({ ...business, email: "hello@diner.example" });
    expect(values.email).toBe("hello@diner.example");
    expect(businessInputSchema.parse(businessPayload(values)).email).toBe("hello@diner.example");
    expect(businessFormValues(business).email).toBe("");
    expect(newBusinessPayload({ ...BLANK_BUSINESS, name: "X", category: "coffee" }).email).toBe("");
  });

  it("refuses a bad address with the message an owner's revision gets: one schema for both", () => {
    const values = { ...businessFormValues(business), email: "diner at example" };
    const ownerSaw = revisionSchema.safeParse({ base: "2025-01-01T00:00:00.000Z", changes: { email: values.email } });
    const message = ownerSaw.error!.issues.find((i) => i.path.join(".") === "changes.email")!.message;
    expect(message).toBe("Enter a valid email address");
    expect(editValidation(businessForm, business)(values)).toEqual({ email: message });
    expect(addValidation(businessForm)({ ...values, name: "Shop", category: "coffee" })).toEqual({ email: message });
  });
});

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
    expect(saved(businessForm, business)).toMatchObject({ name: "Blue Plate Diner", hours: business.hours });
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

describe("the bingo square form", () => {
  const square = { id: "s1", title: "Boulder Theatre", hint: "The 1930s movie house", image: "", order: 3 };

  it("round-trips a square, and reads an empty order as 0", () => {
    expect(bingoSquareForm.editPayload(bingoSquareForm.fromRecord(square))).toEqual({
      title: "Boulder Theatre",
      hint: "The 1930s movie house",
      image: "",
      order: 3,
    });
    expect(bingoSquareForm.addPayload({ ...bingoSquareForm.blank, title: "A mural" }).order).toBe(0);
    // Formik hands a typed number field's value over as a number.
    expect(bingoSquareForm.addPayload({ ...bingoSquareForm.blank, title: "A mural", order: 7 }).order).toBe(7);
  });

  it("refuses an order that isn't a whole number, with the schema's message", () => {
    const errors = addValidation(bingoSquareForm)({ ...bingoSquareForm.blank, title: "A mural", order: "2.5" });
    expect(errors).toEqual({ order: "Order must be a whole number" });
  });
});

describe("the business form's hours and pin", () => {
  it("saves the week grid when the text is empty, no hours for an empty grid, and the pin as lat/lng", () => {
    const values = { ...businessFormValues(business), location: { lat: 35.979, lng: -114.834 } };
    expect(businessPayload(values)).toMatchObject({ hours: business.hours, lat: 35.979, lng: -114.834 });
    const cleared = businessPayload({ ...values, week: BLANK_BUSINESS.week, location: null });
    expect(cleared).toMatchObject({ hours: null, lat: null, lng: null });
  });
});
