import { businessInputSchema, type Business } from "@main-street/domain/business";
import { eventInputSchema, eventUpdateSchema, type CommunityEvent } from "@main-street/domain/event";
import { BLANK_BUSINESS, businessFormValues, businessPayload, newBusinessPayload } from "./business-form";
import { BLANK_EVENT, eventFormValues, eventPayload } from "./event-form";

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
  hours: [{ days: ["Mo", "Tu"], opens: "06:00", closes: "14:00" }],
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

  it("shows structured hours as empty, and keeps them when the field is left empty", () => {
    const values = businessFormValues(business);
    expect(values.hours).toBe("");
    expect(businessPayload(values, business).hours).toEqual(business.hours);
    expect(businessPayload({ ...values, hours: "Daily 7-3" }, business).hours).toBe("Daily 7-3");
  });

  it("builds payloads the shared schema accepts", () => {
    expect(businessInputSchema.safeParse(businessPayload(businessFormValues(business), business)).success).toBe(true);
    expect(businessInputSchema.safeParse(newBusinessPayload(BLANK_BUSINESS)).success).toBe(false);
  });
});
