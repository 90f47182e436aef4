/** What one run does with one key (plan.ts), case by case, and the ids and hashes it relies on (ledger.ts). */
import type { EventData } from "@main-street/domain/event";
import { fieldsHash, importId, inboxIdFor, type LedgerEntry } from "./ledger";
import { planKey, unchanged, type SeenEvent } from "./plan";

const data = (title: string): EventData => ({
  title,
  description: `<p>${title}</p>`,
  excerpt: "",
  date: "2030-05-04",
  endDate: "",
  time: "10:00 AM",
  location: "Wilbur Square",
  image: "",
  category: "Market",
  featured: "false",
  rrule: "",
  exdates: [],
  overrides: [],
  rdates: [],
  pauses: [],
  hostBusinessId: "",
});
const seen = (version: string, title = "Farmers Market", cancelled = false): SeenEvent => ({
  key: "uid-1",
  version,
  cancelled,
  data: data(title),
});
const TODAY = "2030-05-01";
const ctx = (trusted: boolean, reviewed = false) => ({
  sourceId: "src",
  id: importId("src", "uid-1"),
  trusted,
  reviewed,
  today: TODAY,
});
const published = (version: string, title = "Farmers Market"): LedgerEntry => ({
  sourceId: "src",
  key: "uid-1",
  version,
  hash: fieldsHash(data(title)),
  published: true,
  declined: false,
  cancelled: false,
  gone: false,
  pending: null,
});
const asStored = (title: string, cancelled = false, last: string | null = "2030-05-04") => ({
  hash: fieldsHash(data(title)),
  cancelled,
  last,
  data: data(title),
});

describe("a key the import hasn't seen", () => {
  it("is published at once from a trusted calendar", () => {
    const plan = planKey(seen("1"), null, null, ctx(true));
    expect(plan).toMatchObject({ create: data("Farmers Market"), count: "added" });
    expect(plan.entry).toMatchObject({ version: "1", published: true, hash: fieldsHash(data("Farmers Market")) });
  });

  it("is sent to the inbox from any other, and not made yet", () => {
    const plan = planKey(seen("1"), null, null, ctx(false));
    expect(plan.create).toBeUndefined();
    expect(plan).toMatchObject({ count: "inbox", file: { kind: "new", version: "1" } });
    expect(plan.entry).toMatchObject({ published: false, pending: { inboxId: inboxIdFor(ctx(false).id, "1") } });
  });

  it("is left alone when its calendar already calls it off", () => {
    expect(planKey(seen("1", "Farmers Market", true), null, null, ctx(true))).toEqual({ entry: null });
  });
});

describe("a published key", () => {
  it("does nothing when its version is the one imported", () => {
    expect(planKey(seen("1"), published("1"), asStored("Farmers Market"), ctx(true))).toEqual({ entry: null });
    expect(unchanged(seen("1"), published("1"))).toBe(true);
  });

  it("updates the event at a new version when staff left it as imported", () => {
    const plan = planKey(seen("2", "Night Market"), published("1"), asStored("Farmers Market"), ctx(true));
    expect(plan.count).toBe("updated");
    expect(plan.update?.fields?.title).toBe("Night Market");
    expect(plan.entry).toMatchObject({ version: "2", hash: fieldsHash(data("Night Market")) });
    expect(unchanged(seen("2"), published("1"))).toBe(false);
  });

  it("sends the change to the inbox when staff edited the event since", () => {
    const plan = planKey(seen("2", "Night Market"), published("1"), asStored("Staff's title"), ctx(true));
    expect(plan.update).toBeUndefined();
    expect(plan).toMatchObject({ count: "inbox", file: { kind: "change", version: "2" } });
    expect(plan.entry).toMatchObject({ version: "1", pending: { version: "2" } });
    // The next run at the same version passes it by.
    expect(unchanged(seen("2", "Night Market"), plan.entry)).toBe(true);
  });

  it("marks the event cancelled when the key is gone, once, and never deletes it", () => {
    const plan = planKey(null, published("1"), asStored("Farmers Market"), ctx(true));
    expect(plan).toMatchObject({ update: { cancelled: true }, count: "cancelled" });
    expect(plan.entry).toMatchObject({ gone: true, cancelled: true });
    expect(planKey(null, plan.entry, asStored("Farmers Market", true), ctx(true))).toEqual({ entry: null });
  });

  it("follows its calendar's cancellation, and its return", () => {
    const off = planKey(seen("2", "Farmers Market", true), published("1"), asStored("Farmers Market"), ctx(true));
    expect(off).toMatchObject({ update: { cancelled: true }, count: "cancelled" });
    const back = planKey(
      seen("1"),
      { ...published("1"), gone: true, cancelled: true },
      asStored("Farmers Market", true),
      ctx(true),
    );
    expect(back).toMatchObject({ update: { cancelled: false }, count: "updated", entry: { gone: false } });
  });

  it("changes nothing about an event that has happened when the calendar no longer lists it", () => {
    const past = asStored("Farmers Market", false, "2030-04-30");
    const plan = planKey(null, published("1"), past, ctx(true));
    expect(plan.update).toBeUndefined();
    expect(plan.file).toBeUndefined();
    expect(plan.entry).toMatchObject({ gone: true, cancelled: false });
    // A series without an end is still to come.
    expect(planKey(null, published("1"), asStored("Farmers Market", false, null), ctx(true)).update).toEqual({
      cancelled: true,
    });
  });

  it("doesn't bring back an event staff deleted", () => {
    const plan = planKey(seen("2", "Night Market"), published("1"), null, ctx(true));
    expect(plan.create).toBeUndefined();
    expect(plan.update).toBeUndefined();
  });
});

describe("an owner's calendar: every change is reviewed", () => {
  it("sends a new version to the inbox even when staff left the event as imported", () => {
    const plan = planKey(seen("2", "Night Market"), published("1"), asStored("Farmers Market"), ctx(false, true));
    expect(plan.update).toBeUndefined();
    expect(plan).toMatchObject({ count: "inbox", file: { kind: "change", version: "2" } });
  });

  it("sends a cancellation to the inbox, the calendar's or a key gone, instead of cancelling", () => {
    const off = planKey(
      seen("2", "Farmers Market", true),
      published("1"),
      asStored("Farmers Market"),
      ctx(false, true),
    );
    expect(off.update).toBeUndefined();
    expect(off).toMatchObject({ count: "inbox", file: { kind: "cancel", cancelled: true } });
    const gone = planKey(null, published("1"), asStored("Farmers Market"), ctx(false, true));
    expect(gone.update).toBeUndefined();
    expect(gone).toMatchObject({ count: "inbox", file: { kind: "cancel", cancelled: true }, entry: { gone: true } });
    // The next run without the key passes it by.
    expect(planKey(null, gone.entry, asStored("Farmers Market"), ctx(false, true))).toEqual({ entry: null });
  });
});

describe("a key waiting in the inbox", () => {
  const waiting = planKey(seen("1"), null, null, ctx(false)).entry!;

  it("is filed once per version: the same version again is passed by, a new one refreshes the same item", () => {
    expect(unchanged(seen("1"), waiting)).toBe(true);
    const plan = planKey(seen("2", "Night Market"), waiting, null, ctx(false));
    expect(plan.file).toMatchObject({ inboxId: waiting.pending!.inboxId, version: "2", kind: "new" });
  });

  it("once declined, is offered again only at a new version", () => {
    const declined = { ...waiting, pending: null, declined: true, version: "1" };
    expect(unchanged(seen("1"), declined)).toBe(true);
    expect(planKey(seen("1"), declined, null, ctx(false))).toEqual({ entry: null });
    expect(planKey(seen("2"), declined, null, ctx(false)).file).toMatchObject({ kind: "new", version: "2" });
  });
});

it("gives a key the same id on every run, and each source's keys their own", () => {
  // Written out: a changed recipe would orphan every ledger and event already imported.
  expect(importId("src", "uid-1")).toBe("ical-NwuvwQ6jG8uKgZCOw30StY2v");
  expect(importId("other", "uid-1")).toBe("ical-QPhdOfHALir30ecQDGDVxEZ1");
  expect(inboxIdFor("ical-NwuvwQ6jG8uKgZCOw30StY2v", "3")).toBe("ical-NwuvwQ6jG8uKgZCOw30StY2v-TgdAhWK-24");
  expect(importId("src", "uid-1")).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
  expect(inboxIdFor(importId("src", "uid-1"), "3")).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
});

it("hashes the imported fields whatever order they were built in", () => {
  const { title, ...rest } = data("Farmers Market");
  expect(fieldsHash({ ...rest, title })).toBe(fieldsHash(data("Farmers Market")));
  const staffOnly: EventData = { ...data("Farmers Market"), image: "/x.jpg", category: "Other" };
  expect(fieldsHash(staffOnly)).toBe(fieldsHash(data("Farmers Market")));
  expect(fieldsHash(data("Night Market"))).not.toBe(fieldsHash(data("Farmers Market")));
});
