/** How stored documents read back through their record type's schema (records-stored.ts). */
import {
  RECORD_TYPES,
  businessKind,
  claimType,
  historyType,
  inboxItemType,
  revisionType,
  userType,
  type RecordType,
} from "./records";

/** A Firestore Timestamp as the admin SDK hands it over: only toDate matters. */
const stamp = (iso: string) => ({ toDate: () => new Date(iso), seconds: 0, nanoseconds: 0 });
const read = <R extends { id: string }>(type: RecordType<R>, data: object) =>
  type.schema.safeParse({ ...data, id: "doc-1" });

describe("a business", () => {
  const stored = {
    name: "Blue Plate Diner",
    category: "restaurants",
    hours: [{ days: ["Mo"], opens: "06:00", closes: "14:00" }],
    hoursNote: "Kitchen closes at 1",
    tags: ["diner"],
    featured: "true",
    lat: 35.97,
    lng: -114.83,
    createdAt: stamp("2025-01-02T03:04:05.000Z"),
  };

  it("reads with its timestamps as ISO text, and an older document's missing fields empty", () => {
    const parsed = read(businessKind, stored);
    expect(parsed.data).toEqual({
      id: "doc-1",
      name: "Blue Plate Diner",
      category: "restaurants",
      subcategory: "",
      description: "",
      excerpt: "",
      website: "",
      phone: "",
      email: "",
      address: "",
      hours: { Mo: [{ opens: "06:00", closes: "14:00" }], Tu: [], We: [], Th: [], Fr: [], Sa: [], Su: [] },
      hoursNote: "Kitchen closes at 1",
      exceptions: [],
      seasons: [],
      access: {},
      image: "",
      tags: ["diner"],
      featured: "true",
      lat: 35.97,
      lng: -114.83,
      hoursConfirmedAt: null,
      createdAt: "2025-01-02T03:04:05.000Z",
      updatedAt: "2025-01-02T03:04:05.000Z",
    });
  });

  it("reads a field of the wrong type as its empty value, and one coordinate alone as no pin", () => {
    const parsed = read(businessKind, {
      ...stored,
      hours: 42,
      tags: "a, b",
      featured: true,
      lng: "x",
      phone: 7025550100,
    });
    expect(parsed.data).toMatchObject({ hours: null, tags: [], featured: "false", lat: null, lng: null, phone: "" });
  });

  it("reads hours written as text as no structured hours, with the text as the note (never a closed week)", () => {
    const text = read(businessKind, { ...stored, hours: "Daily 11am–10pm", hoursNote: undefined });
    expect(text.data).toMatchObject({ hours: null, hoursNote: "Daily 11am–10pm" });
    const both = read(businessKind, { ...stored, hours: "Daily 11am–10pm", hoursNote: "Cash only" });
    expect(both.data).toMatchObject({ hours: null, hoursNote: "Cash only" });
  });

  it("reads special hours and access details entry by entry: one it can't read is left out, the rest kept", () => {
    const closed = { date: "2026-11-26", kind: "closed", ranges: [], label: "Thanksgiving" };
    const parsed = read(businessKind, {
      ...stored,
      exceptions: [
        closed,
        { date: "26/11/2026", kind: "closed" },
        "Christmas",
        { ...closed, date: "2026-12-25", kind: "maybe" },
      ],
      seasons: { from: "2026-06-01" },
      access: {
        "step-free-entrance": { state: "yes", note: "Ramp at the side door" },
        "hearing-loop": { state: "perhaps" },
        ramp: { state: "yes" },
        seating: "yes",
      },
    });
    expect(parsed.data).toMatchObject({
      exceptions: [closed],
      seasons: [],
      access: { "step-free-entrance": { state: "yes", note: "Ramp at the side door" } },
    });
    expect(Object.keys(parsed.data!.access!)).toEqual(["step-free-entrance"]);
  });

  it("leaves out a business in a category the site doesn't list, and drops fields it doesn't name", () => {
    expect(read(businessKind, { ...stored, category: "automotive" }).success).toBe(false);
    expect(read(businessKind, { ...stored, ownerUid: "u1" }).data).not.toHaveProperty("ownerUid");
  });
});

describe("the owners' records", () => {
  it("a revision keeps only owner fields it can read, and a state it knows", () => {
    const revision = {
      businessId: "b1",
      uid: "u1",
      email: "olive@example.com",
      businessName: "Diner",
      state: "pending",
      base: "2025-01-01T00:00:00.000Z",
      changes: { phone: "702-555-0100", tags: ["a"] },
      createdAt: stamp("2025-02-01T00:00:00.000Z"),
    };
    expect(read(revisionType, revision).data).toEqual({
      id: "doc-1",
      businessId: "b1",
      uid: "u1",
      email: "olive@example.com",
      state: "pending",
      base: "2025-01-01T00:00:00.000Z",
      changes: { phone: "702-555-0100", tags: ["a"] },
      reason: "",
      createdAt: "2025-02-01T00:00:00.000Z",
    });
    expect(read(revisionType, { ...revision, state: "lost" }).success).toBe(false);
  });

  it("a history entry serves a list of changes to fields it knows, whatever was stored", () => {
    const entry = { businessId: "b1", by: "staff@example.com", source: "staff", at: stamp("2025-03-01T00:00:00Z") };
    const changes = [{ field: "phone", from: "1" }, { field: "secret", from: 1, to: 2 }, "junk"];
    expect(read(historyType, { ...entry, changes }).data?.changes).toEqual([{ field: "phone", from: "1", to: null }]);
    expect(read(historyType, { ...entry, changes: "not a list" }).data?.changes).toEqual([]);
  });

  it("a claim needs the account that sent it", () => {
    const claim = { businessId: "b1", uid: "u1", state: "pending", name: "Olive", role: "Owner", contact: "x" };
    expect(read(claimType, claim).data).toMatchObject({ email: "", note: "", reason: "" });
    expect(read(claimType, { ...claim, uid: undefined }).success).toBe(false);
  });
});

describe("an inbox item", () => {
  const item = { type: "claim", status: "new", createdAt: stamp("2025-04-01T00:00:00Z"), name: "Olive" };

  it("reads a missing notice as off and a decision it can't read as none", () => {
    expect(read(inboxItemType, { ...item, notice: null, decision: "weird", fields: "junk" }).data).toMatchObject({
      notice: { state: "off", attempts: 0 },
      decision: null,
      fields: [],
      business: null,
      expireAt: null,
    });
  });

  it("keeps a proposal's approval with its event, and an owner decision's note", () => {
    const approved = { state: "approved", eventId: "e1" };
    expect(read(inboxItemType, { ...item, decision: approved }).data?.decision).toEqual(approved);
    const declined = { state: "declined", note: "Not the owner" };
    expect(read(inboxItemType, { ...item, decision: declined }).data?.decision).toEqual(declined);
  });

  it("is left out when its type is one the inbox doesn't know", () => {
    expect(read(inboxItemType, { ...item, type: "complaint" }).success).toBe(false);
  });
});

it("a user with an unknown role or time zone reads as a user in the site's time zone", () => {
  const user = {
    email: "sam@example.com",
    role: "superuser",
    timezone: "Europe/Paris",
    createdAt: stamp("2025-01-01"),
  };
  expect(read(userType, user).data).toMatchObject({ role: "user", timezone: "America/Los_Angeles", firstName: "" });
});

it("names every record type once, by its collection", () => {
  const collections = RECORD_TYPES.map((type) => type.collection);
  expect(new Set(collections).size).toBe(collections.length);
  expect(collections).toEqual(
    expect.arrayContaining(["businesses", "events", "bingo-squares", "inbox", "users", "business_history"]),
  );
});
