/** The public data API over HTTP through the hosting emulator's rewrite, against the seeded local stack. */
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { adminForTests, api } from "../../scripts/test/stack-env";
import { countStored } from "../../scripts/test/stored";

const admin = adminForTests();
afterAll(() => admin.close());

describe("GET /api/businesses", () => {
  it("lists every seeded business sorted by name, with public cache headers", async () => {
    const { status, body, headers } = await api("/api/businesses");
    expect(status).toBe(200);
    const list = body as Business[];
    expect(list.length).toBeGreaterThanOrEqual(30);
    const names = list.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(new Set(list.map((b) => b.category))).toEqual(
      new Set(["restaurants", "coffee", "shopping", "accommodations", "confectionery"]),
    );
    expect(headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(headers.get("x-request-id")).toBeTruthy();
  });

  it("answers a conditional request with 304", async () => {
    const first = await api("/api/businesses");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // An explicit cache-control stops fetch() from adding no-cache to a conditional request.
    const second = await api("/api/businesses", { headers: { "if-none-match": etag!, "cache-control": "max-age=0" } });
    expect(second.status).toBe(304);
  });

  it("returns one business by id and 404 for an unknown or malformed id", async () => {
    const list = (await api("/api/businesses")).body as Business[];
    const one = await api(`/api/businesses/${list[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.name).toBe(list[0]!.name);
    for (const id of ["no-such-business", "bad%20id%3F", "x".repeat(200)]) {
      const missing = await api(`/api/businesses/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe("not_found");
    }
  });
});

describe("GET /api/businesses/search", () => {
  it("finds by name prefix, typo, accent-free text and tag, name matches first", async () => {
    const list = (await api("/api/businesses")).body as Business[];
    const target = list.find((b) => b.name.split(" ")[0]!.length >= 6) ?? list[0]!;
    const word = target.name.split(" ")[0]!;
    const prefix = await api(`/api/businesses/search?q=${encodeURIComponent(word.slice(0, 4))}`);
    expect(prefix.status).toBe(200);
    expect((prefix.body as Business[]).map((b) => b.id)).toContain(target.id);

    const typo = word.slice(0, -2) + word.at(-1) + word.at(-2); // swap the last two letters
    const fuzzy = await api(`/api/businesses/search?q=${encodeURIComponent(typo)}`);
    expect((fuzzy.body as Business[]).map((b) => b.id)).toContain(target.id);

    const byName = await api(`/api/businesses/search?q=${encodeURIComponent(word)}`);
    expect((byName.body as Business[])[0]!.name.toLowerCase()).toContain(word.toLowerCase());
  });

  it("is accent-insensitive", async () => {
    const list = (await api("/api/businesses")).body as Business[];
    const accented = list.find((b) => /[À-ÿ]/.test(b.name));
    expect(accented).toBeDefined();
    const plain = accented!.name.normalize("NFKD").replace(/\p{M}/gu, "");
    const result = await api(`/api/businesses/search?q=${encodeURIComponent(plain)}`);
    expect((result.body as Business[]).map((b) => b.id)).toContain(accented!.id);
  });

  it("refuses a missing or oversized query with 400 and field messages", async () => {
    for (const query of ["", "?q=", `?q=${"a".repeat(101)}`, "?q=a&q=b"]) {
      const { status, body } = await api(`/api/businesses/search${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields.q).toBeTruthy();
    }
  });
});

describe("GET /api/businesses/category", () => {
  it("filters by category", async () => {
    const { status, body } = await api("/api/businesses/category?category=restaurants");
    expect(status).toBe(200);
    const list = body as Business[];
    expect(list.length).toBeGreaterThan(6);
    expect(list.every((b) => b.category === "restaurants")).toBe(true);
  });

  it("refuses an unknown category", async () => {
    const { status, body } = await api("/api/businesses/category?category=Retail");
    expect(status).toBe(400);
    expect(body.error.fields.category).toMatch(/restaurants/);
  });
});

describe("GET /api/events", () => {
  it("lists events sorted by date with canonical and long-form dates", async () => {
    const { status, body } = await api("/api/events");
    expect(status).toBe(200);
    const events = body as CommunityEvent[];
    expect(events.length).toBeGreaterThanOrEqual(12);
    const dates = events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    for (const e of events) {
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.displayDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
    const one = await api(`/api/events/${events[0]!.id}`);
    expect(one.body.title).toBe(events[0]!.title);
    expect((await api("/api/events/missing-event")).status).toBe(404);
  });
});

const contact = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: "",
  inquiryType: "visitor",
  message: "Is the museum open on Sundays?",
};

describe("POST /api/contact", () => {
  it("stores a valid message with createdAt", async () => {
    const before = await countStored(admin.db, "contact_submissions");
    const { status, body } = await api("/api/contact", { method: "POST", body: contact });
    expect(status).toBe(201);
    const stored = await admin.db.collection("contact_submissions").doc(body.id).get();
    expect(stored.data()).toMatchObject({ ...contact });
    expect(stored.get("createdAt")).toBeTruthy();
    expect(await countStored(admin.db, "contact_submissions")).toBe(before + 1);
  });

  it.each([
    ["a missing field", { ...contact, message: undefined }, 400],
    ["a bad e-mail", { ...contact, email: "nope" }, 400],
    ["an unknown inquiry type", { ...contact, inquiryType: "spam" }, 400],
    ["a wrong type", { ...contact, firstName: 42 }, 400],
    ["an array body", [contact], 400],
    ["a body over 100 kB", { ...contact, message: "x".repeat(110 * 1024) }, 413],
  ])("refuses %s and stores nothing", async (_label, payload, expected) => {
    const before = await countStored(admin.db, "contact_submissions");
    const { status, body } = await api("/api/contact", { method: "POST", body: payload });
    expect(status).toBe(expected);
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.message).not.toMatch(/at .*\.js:\d+/);
    expect(await countStored(admin.db, "contact_submissions")).toBe(before);
  });

  it("refuses invalid JSON with 400 and no stack trace (the Functions runtime parses bodies before the app)", async () => {
    const before = await countStored(admin.db, "contact_submissions");
    const { status, body } = await api("/api/contact", { method: "POST", body: "{not json" });
    expect(status).toBe(400);
    expect(String(typeof body === "string" ? body : JSON.stringify(body))).not.toMatch(
      /SyntaxError|node_modules|at JSON\.parse/,
    );
    expect(await countStored(admin.db, "contact_submissions")).toBe(before);
  });

  it("refuses a non-JSON body with 415", async () => {
    const { status } = await api("/api/contact", {
      method: "POST",
      body: "firstName=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(status).toBe(415);
  });
});

describe("POST /api/volunteer", () => {
  it("stores an application, defaulting missing optional text to ''", async () => {
    const { status, body } = await api("/api/volunteer", {
      method: "POST",
      body: {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        availability: "Weekends, Evenings",
        interests: ["Outreach and promotion"],
      },
    });
    expect(status).toBe(201);
    const stored = (await admin.db.collection("volunteer_submissions").doc(body.id).get()).data();
    expect(stored).toMatchObject({
      phone: "",
      skills: "",
      previousExperience: "",
      message: "",
      availability: "Weekends, Evenings",
      interests: ["Outreach and promotion"],
    });
  });

  it("refuses a missing e-mail with a field message and stores nothing", async () => {
    const before = await countStored(admin.db, "volunteer_submissions");
    const { status, body } = await api("/api/volunteer", { method: "POST", body: { firstName: "A", lastName: "B" } });
    expect(status).toBe(400);
    expect(body.error.fields.email).toBe("Email is required");
    expect(await countStored(admin.db, "volunteer_submissions")).toBe(before);
  });
});

describe("unknown API paths", () => {
  it("answer 404 in the shared error shape", async () => {
    const { status, body } = await api("/api/nothing-here");
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
  });
});
