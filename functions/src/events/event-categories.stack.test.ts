/**
 * Event categories from the list staff manage, and readable addresses for new events (docs/product.md#event-categories,
 * #readable-addresses), through the API on the local stack: what is refused, what moves with a rename, which ids a
 * new event gets, and that stored ids keep working.
 */
import type { EventCategory } from "@main-street/domain/event-categories";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { createEventAs } from "../../../scripts/test/events";
import { writeLegacyEvent } from "../../../scripts/test/legacy-records";
import { apiAs, sessionsFor, signInSeeded, type TestSession } from "../../../scripts/test/sessions";
import { adminForTests, api, stackFetch } from "../../../scripts/test/stack-env";
import { countStored } from "../../../scripts/test/stored";

let stack: StackAdmin;
let admin: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin } = await sessionsFor("event-categories"));
});
afterAll(() => stack.close());

const CATEGORIES = "/api/admin/event-categories";

async function categories(): Promise<EventCategory[]> {
  const { status, body } = await apiAs(admin, "GET", CATEGORIES);
  expect(status).toBe(200);
  return body.categories as EventCategory[];
}

const named = async (name: string) => (await categories()).find((c) => c.name === name);
const event = { description: "<p>Music on the lawn.</p>", date: "2031-06-14", time: "7 PM" };

describe("the categories an event may have", () => {
  it("are the list staff manage, each with its number of events; the seed's 'Art' is 'Arts' now", async () => {
    const list = await categories();
    expect(list.map((c) => c.name)).toEqual([
      "Arts",
      "Community",
      "Festival",
      "Food & Drink",
      "Market",
      "Shopping",
      "Tour",
    ]);
    expect(list.find((c) => c.name === "Arts")!.events).toBeGreaterThanOrEqual(3);
    expect((await api("/api/events/first-friday-art-walk")).body.category).toBe("Arts");
  });

  it("refuses a category that isn't listed, naming those that are, and stores nothing", async () => {
    const before = await countStored(stack.db, "events");
    const refused = await apiAs(admin, "POST", "/api/admin/events", { ...event, title: "Art Night", category: "Art" });
    const message =
      '"Art" isn\'t an event category. Choose one of: Arts, Community, Festival, Food & Drink, Market, Shopping, Tour.';
    expect([refused.status, refused.body.error]).toEqual([
      400,
      { code: "validation_failed", message, fields: { category: message } },
    ]);
    expect(await countStored(stack.db, "events")).toBe(before);
  });

  it("takes a listed category whatever its case, in the list's spelling", async () => {
    const created = await createEventAs(admin, { ...event, title: "Chalk Art Day", category: "ARTS" });
    expect(created.category).toBe("Arts");
  });

  it("are added, renamed with their events, merged into another, and deleted once empty", async () => {
    expect((await apiAs(admin, "POST", CATEGORIES, { name: "Music" })).status).toBe(201);
    const again = await apiAs(admin, "POST", CATEGORIES, { name: " music " });
    expect([again.status, again.body.error.message]).toEqual([409, "There's already a category called Music."]);
    const blank = await apiAs(admin, "POST", CATEGORIES, { name: "&" });
    expect([blank.status, blank.body.error.fields]).toEqual([400, { name: "Name needs a letter or a digit" }]);

    const concert = await createEventAs(admin, { ...event, title: "Summer Concert", category: "Music" });
    const renamed = await apiAs(admin, "PUT", `${CATEGORIES}/music`, { name: "Live Music" });
    expect([renamed.status, renamed.body.merged]).toEqual([200, false]);
    expect((await api(`/api/events/${concert.id}`)).body.category).toBe("Live Music");
    expect(await named("Music")).toBeUndefined();

    const inUse = await apiAs(admin, "DELETE", `${CATEGORIES}/live-music`);
    expect([inUse.status, inUse.body.error.message]).toEqual([
      409,
      "1 event is in Live Music. To move them to another category, rename Live Music to its name.",
    ]);

    const arts = (await named("Arts"))!.events;
    const merged = await apiAs(admin, "PUT", `${CATEGORIES}/live-music`, { name: "arts" });
    expect([merged.status, merged.body.merged]).toEqual([200, true]);
    expect((await api(`/api/events/${concert.id}`)).body.category).toBe("Arts");
    expect([await named("Live Music"), (await named("Arts"))!.events]).toEqual([undefined, arts + 1]);

    expect((await apiAs(admin, "POST", CATEGORIES, { name: "Workshops" })).status).toBe(201);
    expect((await apiAs(admin, "DELETE", `${CATEGORIES}/workshops`)).status).toBe(204);
    expect(await named("Workshops")).toBeUndefined();
    expect((await apiAs(admin, "DELETE", `${CATEGORIES}/workshops`)).status).toBe(404);
  });

  it("are for staff only", async () => {
    const user = await signInSeeded("user");
    expect((await apiAs(user, "GET", CATEGORIES)).status).toBe(403);
    expect((await apiAs(null, "POST", CATEGORIES, { name: "Sneaky" })).status).toBe(401);
  });
});

describe("a new event's address", () => {
  it("is made from its title, and stays unique", async () => {
    const first = await createEventAs(admin, { ...event, title: "Jazz on the Lawn!", category: "" });
    const second = await createEventAs(admin, { ...event, title: "Jazz on the lawn", category: "" });
    expect([first.id, second.id]).toEqual(["jazz-on-the-lawn", "jazz-on-the-lawn-2"]);
    for (const id of [first.id, second.id]) expect((await stackFetch(`/events/${id}`)).status).toBe(200);
  });

  it("of a series split from another is readable too", async () => {
    const series = await createEventAs(admin, {
      ...event,
      title: "Porch Concerts",
      date: "2031-06-07",
      rrule: "FREQ=WEEKLY;BYDAY=SA",
    });
    const split = await apiAs(admin, "POST", `/api/admin/events/${series.id}/split`, { date: "2031-07-05" });
    expect([split.status, series.id, split.body.id]).toEqual([201, "porch-concerts", "porch-concerts-2"]);
  });

  it("leaves ids already stored working, random ones included", async () => {
    const { id, remove } = await writeLegacyEvent("Qa1SqCAIlLgvBsDYea7W", { title: "Stored before" });
    try {
      expect((await api(`/api/events/${id}`)).body.title).toBe("Stored before");
      expect((await stackFetch(`/events/${id}`)).status).toBe(200);
    } finally {
      await remove();
    }
  });
});

describe("a site whose list was never written", () => {
  it("takes the categories its events have, and writes them out with the first change", async () => {
    const docs = await stack.db.collection("event_categories").get();
    const batch = stack.db.batch();
    for (const doc of docs.docs) batch.delete(doc.ref);
    await batch.commit();
    const legacy = await writeLegacyEvent("free-text-category", { category: "Street Fair" });
    try {
      const names = (await categories()).map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(["Arts", "Market", "Street Fair"]));
      expect((await apiAs(admin, "POST", CATEGORIES, { name: "Lectures" })).status).toBe(201);
      expect(await countStored(stack.db, "event_categories")).toBe(names.length + 1);
    } finally {
      await legacy.remove();
    }
  });
});
