/**
 * Calendar sources and their import (docs/product.md#importing-calendars) against the local stack: the function
 * reads calendars this test serves on a loopback port, and each run is checked through the API and the stored data.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { CalendarRun, CalendarSource } from "@main-street/domain/calendar-sources";
import type { CommunityEvent } from "@main-street/domain/event";
import type { InboxItem } from "@main-street/domain/inbox";
import { api as paths } from "@main-street/domain/paths";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { daysFromNow, serveFeeds, type FeedEvent, type ServedFeeds } from "../../../scripts/test/calendar-feed";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { adminForTests, stackFetch } from "../../../scripts/test/stack-env";
import { countStored } from "../../../scripts/test/stored";

const HOST = "trattoria-nevada";
const OTHER = "casa-colorado-cantina";

let stack: StackAdmin;
let feeds: ServedFeeds;
let people: { admin: TestSession; owner: TestSession; visitor: TestSession };

beforeAll(async () => {
  stack = adminForTests();
  feeds = await serveFeeds();
  people = await sessionsFor("calendar-import", ["owner", "visitor"]);
  await stack.db.doc(`business_owners/${HOST}__${people.owner.uid}`).set({
    businessId: HOST,
    uid: people.owner.uid,
    email: people.owner.email,
    name: "Calendar owner",
    since: Timestamp.now(),
    nextReminderAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  });
});
afterAll(async () => {
  await feeds.close();
  await stack.close();
});

async function addSource(body: Record<string, unknown>): Promise<CalendarSource> {
  const added = await apiAs(people.admin, "POST", paths.admin.calendarSources.href(), body);
  expect({ status: added.status, error: added.body.error }).toEqual({ status: 201, error: undefined });
  return added.body as CalendarSource;
}

async function importNow(id: string): Promise<CalendarRun> {
  const run = await apiAs(people.admin, "POST", paths.admin.calendarImport.href(id));
  expect(run.status).toBe(200);
  return run.body as CalendarRun;
}

/** Approves an import item as the inbox does: the version its review showed. */
async function approve(itemId: string) {
  const review = await apiAs(people.admin, "GET", paths.admin.inbox.importReview.href(itemId));
  const version = (review.body as { version?: string }).version ?? "";
  return apiAs(people.admin, "PUT", paths.admin.inbox.decision.href(itemId, "import", "approve"), { version });
}

const counts = (run: CalendarRun) => ({ ...run, at: undefined, warnings: undefined });
const nothing = { added: 0, updated: 0, cancelled: 0, inbox: 0, error: "" };

/** How many events are stored for the source (any state): a key's second copy would count twice. */
async function storedEventsOf(sourceId: string): Promise<number> {
  const all = await stack.db.collection("events").get();
  return all.docs.filter((d) => (d.get("imported") as { sourceId?: string } | undefined)?.sourceId === sourceId).length;
}

async function eventsOf(sourceId: string): Promise<Map<string, CommunityEvent>> {
  const all = (await apiAs(null, "GET", paths.events.href())).body as CommunityEvent[];
  return new Map(all.filter((e) => e.imported?.sourceId === sourceId).map((e) => [e.imported!.key, e]));
}

test("a trusted calendar's events are published with its host and category, once", async () => {
  const market: FeedEvent = {
    uid: "market@test",
    title: "Farmers Market",
    date: daysFromNow(10),
    rrule: "FREQ=WEEKLY;COUNT=8",
  };
  const gala: FeedEvent = { uid: "gala@test", title: "Dam Gala", date: daysFromNow(20), start: "18:00" };
  const talk: FeedEvent = { uid: "talk@test", title: "History Talk", date: daysFromNow(30) };
  feeds.set("trusted.ics", [market, gala, talk]);
  const source = await addSource({
    address: feeds.url("trusted.ics"),
    hostBusinessId: HOST,
    category: "Downtown",
    mode: "publish",
  });
  expect(source).toMatchObject({ mode: "publish", hostBusinessId: HOST, lastRun: null, ownerUid: "" });

  expect(counts(await importNow(source.id))).toMatchObject({ ...nothing, added: 3 });
  const events = await eventsOf(source.id);
  expect([...events.values()].map((e) => e.title).sort()).toEqual(["Dam Gala", "Farmers Market", "History Talk"]);
  expect(events.get("gala@test")).toMatchObject({
    hostBusinessId: HOST,
    category: "Downtown",
    time: "6:00 PM – 7:00 PM",
  });
  expect(events.get("market@test")?.series?.rule).toMatch(/FREQ=WEEKLY/);

  // A second run changes nothing and makes no second copy; each run reads the calendar once.
  const before = feeds.requests("trusted.ics");
  expect(counts(await importNow(source.id))).toMatchObject(nothing);
  expect(feeds.requests("trusted.ics")).toBe(before + 1);
  expect(await storedEventsOf(source.id)).toBe(3);
  const listed = (await apiAs(people.admin, "GET", paths.admin.calendarSources.href())).body as CalendarSource[];
  expect(listed.find((s) => s.id === source.id)?.lastRun).toMatchObject(nothing);

  // A changed SEQUENCE updates its event; one gone from the calendar is marked cancelled, never deleted.
  feeds.set("trusted.ics", [market, { ...gala, sequence: 1, title: "Dam Gala (moved indoors)" }]);
  expect(counts(await importNow(source.id))).toMatchObject({ ...nothing, updated: 1, cancelled: 1 });
  const after = await eventsOf(source.id);
  expect(after.get("gala@test")).toMatchObject({ title: "Dam Gala (moved indoors)" });
  expect(after.get("gala@test")?.cancelled).toBeUndefined();
  expect(after.get("gala@test")?.sequence).toBe(1);
  const gone = after.get("talk@test")!;
  expect(gone).toMatchObject({ title: "History Talk", cancelled: true });
  const ics = await (await stackFetch(paths.eventCalendar.href(gone.id))).text();
  expect(ics).toContain("STATUS:CANCELLED");
  expect(counts(await importNow(source.id))).toMatchObject(nothing);
});

test("a change to an event staff edited goes to the inbox instead of over the edit", async () => {
  const fair: FeedEvent = { uid: "fair@test", title: "Craft Fair", date: daysFromNow(15) };
  feeds.set("edited.ics", [fair]);
  const source = await addSource({ address: feeds.url("edited.ics"), mode: "publish" });
  await importNow(source.id);
  const id = (await eventsOf(source.id)).get("fair@test")!.id;
  const edit = await apiAs(people.admin, "PUT", paths.admin.record.href("events", id), { title: "Craft Fair (staff)" });
  expect(edit.status).toBe(200);

  feeds.set("edited.ics", [{ ...fair, sequence: 2, title: "Craft & Art Fair" }]);
  expect(counts(await importNow(source.id))).toMatchObject({ ...nothing, inbox: 1 });
  expect((await eventsOf(source.id)).get("fair@test")?.title).toBe("Craft Fair (staff)");
  // Filed once: the next run at the same version files nothing more.
  expect(counts(await importNow(source.id))).toMatchObject(nothing);
  const items = (await apiAs(people.admin, "GET", paths.admin.inbox.list.href({ type: "import", q: "art" }))).body
    .items as InboxItem[];
  expect(items).toHaveLength(1);
  expect(items[0]!.fields).toEqual(expect.arrayContaining([{ label: "Title", value: "Craft & Art Fair" }]));

  const review = await apiAs(people.admin, "GET", paths.admin.inbox.importReview.href(items[0]!.id));
  expect(review.body).toMatchObject({
    kind: "change",
    current: { title: "Craft Fair (staff)" },
    proposed: { title: "Craft & Art Fair" },
  });
  // Approving needs the version staff saw.
  const unseen = await apiAs(people.admin, "PUT", paths.admin.inbox.decision.href(items[0]!.id, "import", "approve"), {
    version: "1-older",
  });
  expect(unseen.status).toBe(409);
  const approved = await approve(items[0]!.id);
  expect(approved.status).toBe(200);
  expect(approved.body.decision).toEqual({ state: "approved", eventId: id });
  expect((await eventsOf(source.id)).get("fair@test")?.title).toBe("Craft & Art Fair");
  const again = await apiAs(people.admin, "PUT", paths.admin.inbox.decision.href(items[0]!.id, "import", "approve"), {
    version: (review.body as { version: string }).version,
  });
  expect(again.status).toBe(409);
});

test("an address that isn't one is refused on save; a calendar that can't be read is recorded on its run", async () => {
  const sources = () => countStored(stack.db, "calendar-sources");
  const before = await sources();
  const refused = await apiAs(people.admin, "POST", paths.admin.calendarSources.href(), {
    address: "my calendar",
    mode: "publish",
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields.address).toBe("Enter the calendar's address, starting with https://");
  const noMode = await apiAs(people.admin, "POST", paths.admin.calendarSources.href(), { address: feeds.url("x.ics") });
  expect(noMode.status).toBe(400);
  expect(await sources()).toBe(before);

  const missing = await addSource({ address: feeds.url("missing.ics"), mode: "publish" });
  const run = await importNow(missing.id);
  expect(run).toMatchObject({ added: 0, error: "There's no calendar at that address (the server answered 404)" });
  feeds.set("page.html", { text: "<html></html>", type: "text/html" });
  const page = await addSource({ address: feeds.url("page.html"), mode: "publish" });
  expect((await importNow(page.id)).error).toBe("That address didn't return a calendar");
  const listed = (await apiAs(people.admin, "GET", paths.admin.calendarSources.href())).body as CalendarSource[];
  expect(listed.find((s) => s.id === page.id)?.lastRun?.error).toBe("That address didn't return a calendar");
});

test("an owner adds one calendar for a business they own, always reviewed in the inbox", async () => {
  feeds.set("owner.ics", [
    { uid: "quiz@test", title: "Trivia Night", date: daysFromNow(12), start: "19:00" },
    { uid: "tasting@test", title: "Wine Tasting", date: daysFromNow(19), start: "17:00" },
  ]);
  const address = feeds.url("owner.ics");
  const own = paths.owner.calendar.href(HOST);
  const set = await apiAs(people.owner, "PUT", own, { address, mode: "publish", hostBusinessId: OTHER });
  expect(set.status).toBe(200);
  expect(set.body).toMatchObject({ address, mode: "inbox", hostBusinessId: HOST, ownerUid: people.owner.uid });
  const again = await apiAs(people.owner, "PUT", own, { address });
  expect(again.body.id).toBe(set.body.id); // one per business
  expect((await apiAs(people.owner, "GET", own)).body).toMatchObject({ id: set.body.id, address });

  for (const [who, business] of [
    [people.owner, OTHER],
    [people.visitor, HOST],
  ] as const) {
    const refused = await apiAs(who, "PUT", paths.owner.calendar.href(business), { address });
    expect(refused.status).toBe(403);
  }
  expect((await apiAs(null, "PUT", own, { address })).status).toBe(401);
  expect(await countStored(stack.db, "calendar-sources", { hostBusinessId: OTHER, ownerUid: people.owner.uid })).toBe(
    0,
  );

  // The import sends each event to the inbox; none is published until staff approve it.
  expect(counts(await importNow(set.body.id))).toMatchObject({ ...nothing, inbox: 2 });
  expect((await eventsOf(set.body.id)).size).toBe(0);
  const items = (await apiAs(people.admin, "GET", paths.admin.inbox.list.href({ type: "import", q: "trivia" }))).body
    .items as InboxItem[];
  expect(items[0]).toMatchObject({ name: "127.0.0.1:" + new URL(address).port, business: { id: HOST } });
  expect((await approve(items[0]!.id)).status).toBe(200);
  expect((await eventsOf(set.body.id)).get("quiz@test")).toMatchObject({ title: "Trivia Night", hostBusinessId: HOST });
  expect(counts(await importNow(set.body.id))).toMatchObject(nothing);
});

test("only staff see, change or run calendars", async () => {
  const source = await addSource({ address: feeds.url("staff-only.ics"), mode: "inbox" });
  const calls = [
    ["GET", paths.admin.calendarSources.href()],
    ["POST", paths.admin.calendarSources.href()],
    ["PUT", paths.admin.calendarSource.href(source.id)],
    ["DELETE", paths.admin.calendarSource.href(source.id)],
    ["POST", paths.admin.calendarImport.href(source.id)],
  ] as const;
  for (const [method, path] of calls) {
    const body =
      method === "GET" || method === "DELETE" ? undefined : { address: feeds.url("other.ics"), mode: "publish" };
    expect({ method, path, status: (await apiAs(people.visitor, method, path, body)).status }).toEqual({
      method,
      path,
      status: 403,
    });
  }
  expect(feeds.requests("staff-only.ics")).toBe(0);
  const stored = (await stack.db.doc(`calendar-sources/${source.id}`).get()).data();
  expect(stored).toMatchObject({ address: feeds.url("staff-only.ics"), mode: "inbox", lastRun: null });
  expect((await apiAs(people.admin, "DELETE", paths.admin.calendarSource.href(source.id))).status).toBe(204);
  expect((await apiAs(people.admin, "POST", paths.admin.calendarImport.href(source.id))).status).toBe(404);
});

test("an owner's calendar can't publish past staff, and stops with the ownership", async () => {
  const bingo: FeedEvent = { uid: "bingo@test", title: "Bingo", date: daysFromNow(9), start: "18:00" };
  feeds.set("owner-2.ics", [bingo]);
  const own = paths.owner.calendar.href(HOST);
  const source = (await apiAs(people.owner, "PUT", own, { address: feeds.url("owner-2.ics") })).body as CalendarSource;
  // Staff can't trust an owner's calendar: every change it makes is reviewed.
  const trust = await apiAs(people.admin, "PUT", paths.admin.calendarSource.href(source.id), {
    address: source.address,
    hostBusinessId: HOST,
    mode: "publish",
  });
  expect(trust.status).toBe(400);
  expect(counts(await importNow(source.id))).toMatchObject({ ...nothing, inbox: 1 });
  const item = async (q: string) =>
    ((await apiAs(people.admin, "GET", paths.admin.inbox.list.href({ type: "import", q }))).body.items as InboxItem[])
      .filter((i) => !i.decision)
      .at(0)!;
  expect((await approve((await item("bingo")).id)).status).toBe(200);

  // A later change at the calendar, to an event nobody edited here, waits for staff too.
  feeds.set("owner-2.ics", [{ ...bingo, sequence: 1, title: "Bingo (now free drinks)" }]);
  expect(counts(await importNow(source.id))).toMatchObject({ ...nothing, inbox: 1 });
  expect((await eventsOf(source.id)).get("bingo@test")?.title).toBe("Bingo");
  // And so does the event leaving the calendar: it isn't cancelled until staff agree.
  feeds.set("owner-2.ics", []);
  await importNow(source.id);
  expect((await eventsOf(source.id)).get("bingo@test")?.cancelled).toBeUndefined();

  // A new address starts a new ledger: the same UIDs elsewhere can't reach the approved event.
  feeds.set("owner-3.ics", [{ ...bingo, sequence: 5, title: "Someone else's bingo" }]);
  await apiAs(people.owner, "PUT", own, { address: feeds.url("owner-3.ics") });
  expect(counts(await importNow(source.id))).toMatchObject({ ...nothing, inbox: 1 });
  const approved = [...(await eventsOf(source.id)).values()].filter((e) => e.imported?.key === "bingo@test");
  expect(approved.map((e) => e.title)).toEqual(["Bingo"]);

  // Removing the owner removes their calendar, its ledger and what waited for staff.
  const removed = await apiAs(people.admin, "DELETE", paths.admin.businessOwner.href(HOST, people.owner.uid));
  expect(removed.status).toBe(204);
  expect((await stack.db.doc(`calendar-sources/${source.id}`).get()).exists).toBe(false);
  expect(await countStored(stack.db, "calendar_imports", { sourceId: source.id })).toBe(0);
  expect((await apiAs(people.admin, "POST", paths.admin.calendarImport.href(source.id))).status).toBe(404);
});

test("a calendar of more keys than a ledger page is read whole on its next run", async () => {
  // More than LEDGER_PAGE (500) keys: the second run must read every page, and find nothing to do.
  const many: FeedEvent[] = Array.from({ length: 520 }, (_, i) => ({
    uid: `page-${i}@test`,
    title: `Page ${i}`,
    date: daysFromNow(2 + (i % 300)),
  }));
  feeds.set("pages.ics", many);
  const source = await addSource({ address: feeds.url("pages.ics"), mode: "publish" });
  expect(counts(await importNow(source.id))).toMatchObject({ ...nothing, added: 520 });
  expect(counts(await importNow(source.id))).toMatchObject(nothing);
});

test("deleting a business removes its owner's calendar", async () => {
  await stack.db.doc(`business_owners/${OTHER}__${people.owner.uid}`).set({
    businessId: OTHER,
    uid: people.owner.uid,
    email: people.owner.email,
    name: "Calendar owner",
    since: Timestamp.now(),
    nextReminderAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  });
  const set = await apiAs(people.owner, "PUT", paths.owner.calendar.href(OTHER), { address: feeds.url("other.ics") });
  expect(set.status).toBe(200);
  const removed = await apiAs(people.admin, "DELETE", paths.admin.record.href("businesses", OTHER));
  expect(removed.status).toBe(204);
  expect((await stack.db.doc(`calendar-sources/${(set.body as CalendarSource).id}`).get()).exists).toBe(false);
});
