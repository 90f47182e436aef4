import { businessInputSchema, parseTags } from "./business";
import { eventInputSchema, eventUpdateSchema } from "./event";
import { contactSchema, volunteerSchema } from "./submissions";
import { profileSchema, roleSchema } from "./user";

const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  inquiryType: "events",
  message: "When is the parade?",
};

describe("contactSchema", () => {
  it("accepts a complete message and defaults phone to ''", () => {
    const parsed = contactSchema.parse(validContact);
    expect(parsed.phone).toBe("");
  });

  it.each(["firstName", "lastName", "email", "inquiryType", "message"])("requires %s", (field) => {
    const result = contactSchema.safeParse({ ...validContact, [field]: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("refuses a bad e-mail and an unknown inquiry type", () => {
    expect(contactSchema.safeParse({ ...validContact, email: "not-an-email" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...validContact, inquiryType: "spam" }).success).toBe(false);
  });

  it("caps the message length", () => {
    expect(contactSchema.safeParse({ ...validContact, message: "x".repeat(5001) }).success).toBe(false);
  });
});

describe("volunteerSchema", () => {
  it("fills missing optional text with '' and interests with []", () => {
    const parsed = volunteerSchema.parse({ firstName: "A", lastName: "B", email: "a@b.co" });
    expect(parsed).toMatchObject({ phone: "", skills: "", previousExperience: "", message: "", interests: [] });
  });

  it("refuses interests that are not a list of text", () => {
    expect(volunteerSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b.co", interests: "x" }).success).toBe(
      false,
    );
  });
});

describe("businessInputSchema", () => {
  it("accepts the five public categories only", () => {
    expect(businessInputSchema.safeParse({ name: "Shop", category: "shopping" }).success).toBe(true);
    expect(businessInputSchema.safeParse({ name: "Shop", category: "Retail" }).success).toBe(false);
  });

  it("parses comma-separated tags, trimming and dropping empties", () => {
    const parsed = businessInputSchema.parse({ name: "Shop", category: "coffee", tags: " espresso, ,pastries ," });
    expect(parsed.tags).toEqual(["espresso", "pastries"]);
    expect(parseTags(["a ", "", " b"])).toEqual(["a", "b"]);
  });

  it("defaults featured to 'false' and normalises booleans", () => {
    expect(businessInputSchema.parse({ name: "S", category: "coffee" }).featured).toBe("false");
    expect(businessInputSchema.parse({ name: "S", category: "coffee", featured: true }).featured).toBe("true");
    expect(businessInputSchema.safeParse({ name: "S", category: "coffee", featured: "yes" }).success).toBe(false);
  });

  it("requires web addresses with a scheme", () => {
    expect(
      businessInputSchema.safeParse({ name: "S", category: "coffee", website: "javascript:alert(1)" }).success,
    ).toBe(false);
    expect(businessInputSchema.safeParse({ name: "S", category: "coffee", website: "https://a.example" }).success).toBe(
      true,
    );
  });

  it("takes the week day by day, or the older list of ranges, and stores the week", () => {
    const week = { Mo: [{ opens: "07:00", closes: "15:00" }], Tu: [{ opens: "07:00", closes: "15:00" }] };
    const stored = { Mo: week.Mo, Tu: week.Tu, We: [], Th: [], Fr: [], Sa: [], Su: [] };
    expect(businessInputSchema.parse({ name: "S", category: "coffee", hours: week }).hours).toEqual(stored);
    const list = [{ days: ["Mo", "Tu"], opens: "07:00", closes: "15:00" }];
    expect(businessInputSchema.parse({ name: "S", category: "coffee", hours: list }).hours).toEqual(stored);
  });

  it("keeps words in the hours note, and a week that never opens as no hours", () => {
    const parsed = businessInputSchema.parse({
      name: "S",
      category: "coffee",
      hours: {},
      hoursNote: " By appointment ",
    });
    expect(parsed).toMatchObject({ hours: null, hoursNote: "By appointment" });
    expect(businessInputSchema.parse({ name: "S", category: "coffee" }).hoursNote).toBeUndefined();
  });

  it("refuses hours written as text, bad clock times and overlapping ranges, naming the day", () => {
    const issues = (hours: unknown) =>
      businessInputSchema
        .safeParse({ name: "S", category: "coffee", hours })
        .error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues("Daily 9–5")).toEqual([
      "hours: Hours must give each day's opening times (Monday to Sunday); put words in the hours note",
    ]);
    expect(issues({ Mo: [{ opens: "25:00", closes: "1" }] })?.[0]).toMatch(/^hours\.Mo\.0\.opens: Use 24-hour HH:MM/);
    expect(
      issues({
        We: [
          { opens: "09:00", closes: "13:00" },
          { opens: "12:00", closes: "17:00" },
        ],
      }),
    ).toEqual(["hours.We: The ranges overlap"]);
  });
});

describe("event schemas", () => {
  it("requires title, description and date on create and stores dates canonically", () => {
    const parsed = eventInputSchema.parse({ title: "Parade", description: "<p>x</p>", date: "July 4, 2026" });
    expect(parsed.date).toBe("2026-07-04");
    expect(eventInputSchema.safeParse({ title: "Parade", date: "2026-07-04" }).success).toBe(false);
    expect(eventInputSchema.safeParse({ title: "Parade", description: "x", date: "someday" }).success).toBe(false);
  });

  it("requires only the title on update", () => {
    const parsed = eventUpdateSchema.parse({ title: "Renamed" });
    expect(parsed.title).toBe("Renamed");
    expect(parsed.date).toBeUndefined();
    expect(parsed.description).toBeUndefined(); // an omitted description keeps the stored one
    expect(eventUpdateSchema.safeParse({ description: "x" }).success).toBe(false);
  });
});

describe("user schemas", () => {
  it("accepts the seven time zones only", () => {
    expect(profileSchema.safeParse({ email: "a@b.co", timezone: "America/Phoenix" }).success).toBe(true);
    expect(profileSchema.safeParse({ email: "a@b.co", timezone: "Europe/London" }).success).toBe(false);
  });

  it("accepts user and admin roles only", () => {
    expect(roleSchema.safeParse({ role: "admin" }).success).toBe(true);
    expect(roleSchema.safeParse({ role: "owner" }).success).toBe(false);
  });
});

describe("single-line text fields refuse control characters (line breaks would inject calendar lines)", () => {
  const injected = "Party\r\nMETHOD:CANCEL";
  const validEvent = { title: "Parade", description: "<p>x</p>", date: "2030-05-01" };
  const validBusiness = { name: "Shop", category: "coffee" };
  const validVolunteer = { firstName: "A", lastName: "B", email: "a@b.co" };

  it.each([
    ["event title", eventInputSchema, validEvent, "title"],
    ["event time", eventInputSchema, validEvent, "time"],
    ["event location", eventInputSchema, validEvent, "location"],
    ["event category", eventInputSchema, validEvent, "category"],
    ["event title on update", eventUpdateSchema, { title: "Parade" }, "title"],
    ["business name", businessInputSchema, validBusiness, "name"],
    ["business subcategory", businessInputSchema, validBusiness, "subcategory"],
    ["business phone", businessInputSchema, validBusiness, "phone"],
    ["business address", businessInputSchema, validBusiness, "address"],
    ["business hours note", businessInputSchema, validBusiness, "hoursNote"],
    ["contact first name", contactSchema, validContact, "firstName"],
    ["contact phone", contactSchema, validContact, "phone"],
    ["volunteer last name", volunteerSchema, validVolunteer, "lastName"],
    ["volunteer availability", volunteerSchema, validVolunteer, "availability"],
    ["profile first name", profileSchema, { email: "a@b.co", timezone: "America/Denver" }, "firstName"],
  ] as const)("%s", (_label, schema, valid, field) => {
    for (const value of [injected, "a\u0000b", "tab\there", "next\u0085line", "line\u2028separator"]) {
      const result = schema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toMatch(/line breaks or control characters/);
    }
  });

  it("refuses them in each tag and in each volunteer interest", () => {
    const tags = businessInputSchema.safeParse({ ...validBusiness, tags: ["ok", injected] });
    expect(tags.success).toBe(false);
    expect(tags.error?.issues[0]?.path).toEqual(["tags", 1]);
    const interests = volunteerSchema.safeParse({ ...validVolunteer, interests: [injected] });
    expect(interests.success).toBe(false);
  });

  it("still allows line breaks where the form has several lines (messages, excerpts)", () => {
    expect(contactSchema.safeParse({ ...validContact, message: "Hello,\r\nsee you there" }).success).toBe(true);
    expect(eventInputSchema.safeParse({ ...validEvent, excerpt: "One\nTwo" }).success).toBe(true);
    expect(volunteerSchema.safeParse({ ...validVolunteer, skills: "Lifting\nDriving" }).success).toBe(true);
  });

  it("keeps ordinary text, accents and emoji", () => {
    expect(eventInputSchema.parse({ ...validEvent, title: "Café Night 🎉 – Årets fest" }).title).toBe(
      "Café Night 🎉 – Årets fest",
    );
  });
});

describe("profileSchema (the e-mail is the verified sign-in address, not a form value)", () => {
  it("ignores any e-mail in the body", () => {
    const parsed = profileSchema.parse({
      firstName: "A",
      email: "ceo@bouldercity.example",
      timezone: "America/Denver",
    });
    expect(parsed).toEqual({ firstName: "A", lastName: "", timezone: "America/Denver" });
  });
});

describe("image values", () => {
  const withImage = (image: string) =>
    eventInputSchema.safeParse({ title: "P", description: "x", date: "2030-05-01", image });

  it.each([
    ["an upload", `/objects/uploads/${"k".repeat(32)}`],
    ["a bundled image", "/images/seed/diner.svg"],
    ["an https address", "https://images.example.org/parade.jpg"],
    ["nothing", ""],
  ])("accepts %s", (_label, image) => {
    expect(withImage(image).success).toBe(true);
  });

  it.each([
    ["a path climbing out of /images", "/images/../api/logout"],
    ["a path climbing out of /objects", "/objects/uploads/../../api/logout"],
    ["an encoded climb", "/images/%2e%2e/api/logout"],
    ["a backslash", "/images\\..\\api\\logout"],
    ["a plain-http address (the pages allow https images only)", "http://images.example.org/parade.jpg"],
    ["a protocol-relative address", "//evil.example/x.png"],
    ["a script address", "javascript:alert(1)"],
  ])("refuses %s with a field message", (_label, image) => {
    const result = withImage(image);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["image"]);
    expect(result.error?.issues[0]?.message).toBe(
      "Image must be an uploaded image or a web address starting with https://",
    );
  });
});
