/**
 * Host businesses (docs/product.md#host-business) against the real local stack: staff can only name a business that
 * exists, the event is served with its host, the business with its next hosted events, and proposals (the public
 * form's and an owner's) reach the inbox linked to the business.
 */
import { addDays } from "@main-street/domain/dates";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { createEventAs } from "../../../scripts/test/events";
import { makeOwner } from "../../../scripts/test/owners";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { countStored, uniqueEmail } from "../../../scripts/test/stored";
import { testToday } from "../../../scripts/test/test-clock";

const UNKNOWN = { code: "validation_failed", message: "Choose a business from the list" };

let stack: StackAdmin;
let admin: TestSession;
let owner: TestSession;
let stranger: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin, owner, stranger } = await sessionsFor("hosts", ["owner", "stranger"]));
  await makeOwner(admin, owner, "spillway-books", { name: "Sam Spillway", role: "Owner", contact: "702-555-0150" });
});
afterAll(() => stack.close());

const today = testToday();

describe("staff naming a host business", () => {
  test("an id that is no business is refused on its field, and nothing is stored", async () => {
    const title = `Nowhere ${uniqueEmail("event")}`;
    const body = { title, description: "<p>x</p>", date: addDays(today, 3), hostBusinessId: "no-such-business" };
    const refused = await apiAs(admin, "POST", "/api/admin/events", body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ ...UNKNOWN, fields: { hostBusinessId: UNKNOWN.message } });
    const reserved = await apiAs(admin, "POST", "/api/admin/events", { ...body, hostBusinessId: "__name__" });
    expect(reserved.body.error).toEqual({ ...UNKNOWN, fields: { hostBusinessId: UNKNOWN.message } });
    expect(await countStored(stack.db, "events", { title })).toBe(0);

    const event = await createEventAs(admin, { title, date: addDays(today, 3) });
    const edit = await apiAs(admin, "PUT", `/api/admin/events/${event.id}`, { title, hostBusinessId: "gone-shop" });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toEqual({ hostBusinessId: UNKNOWN.message });
    expect((await stack.db.doc(`events/${event.id}`).get()).get("hostBusinessId")).toBe("");
  });

  test("the event is served with its host's name, address, pin and step-free entrance; without one, host is null", async () => {
    const hosted = await createEventAs(admin, {
      title: "Poetry Night",
      date: addDays(today, 4),
      hostBusinessId: "canyon-wine-bar",
    });
    expect(hosted.hostBusinessId).toBe("canyon-wine-bar");
    const served = await api(`/api/events/${hosted.id}`);
    expect(served.status).toBe(200);
    expect(served.body.host).toEqual({
      id: "canyon-wine-bar",
      name: "Canyon Wine Bar",
      address: "525 Wyoming St, Boulder City, NV 89005",
      lat: expect.any(Number),
      lng: expect.any(Number),
      // As the seed reports it (docs/product.md#access): the event page says whether its venue has one.
      stepFreeEntrance: { state: "no", note: "Entrance up a flight of stairs" },
    });

    const cleared = await apiAs(admin, "PUT", `/api/admin/events/${hosted.id}`, {
      title: "Poetry Night",
      hostBusinessId: "",
    });
    expect(cleared.status).toBe(200);
    expect((await api(`/api/events/${hosted.id}`)).body.host).toBeNull();
  });
});

test("a business is served with its next five hosted events, soonest first, a series once at its next date", async () => {
  const seeded = (await api("/api/businesses/ironworkers-pub")).body;
  const trivia = seeded.upcomingEvents.find((e: { id: string }) => e.id === "ironworkers-trivia-night");
  expect(trivia).toMatchObject({ title: "Trivia Night at Ironworkers Pub", repeats: expect.stringMatching(/Tuesday/) });
  expect(trivia.date >= today).toBe(true);
  expect(seeded.upcomingEvents.filter((e: { id: string }) => e.id === trivia.id)).toHaveLength(1);

  const host = { hostBusinessId: "high-scaler-roasters" };
  await createEventAs(admin, { ...host, title: "Cupping Past", date: addDays(today, -2) });
  for (const offset of [9, 2, 6, 30, 12, 4]) {
    await createEventAs(admin, { ...host, title: `Cupping in ${offset} days`, date: addDays(today, offset) });
  }
  const business = await api("/api/businesses/high-scaler-roasters");
  expect(business.status).toBe(200);
  expect(business.body.upcomingEvents.map((e: { title: string }) => e.title)).toEqual(
    [2, 4, 6, 9, 12].map((offset) => `Cupping in ${offset} days`),
  );
  expect((await api("/api/businesses/desert-sun-coffee")).body.upcomingEvents).toEqual([]);
});

test("the public proposal form may name a host: an unknown one is refused, a real one links the inbox item", async () => {
  const proposal = {
    title: "Book Club Picnic",
    description: "Bring a blanket.",
    date: addDays(today, 20),
    location: "Wilbur Square Park",
    organizerName: "Pat Reader",
    email: uniqueEmail("reader"),
  };
  const refused = await api("/api/event-proposals", { method: "POST", body: { ...proposal, hostBusinessId: "nope" } });
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields).toEqual({ hostBusinessId: UNKNOWN.message });
  expect(await countStored(stack.db, "event_proposals", { email: proposal.email })).toBe(0);

  const sent = await api("/api/event-proposals", {
    method: "POST",
    body: { ...proposal, hostBusinessId: "spillway-books" },
  });
  expect(sent.status).toBe(201);
  const item = (await apiAs(admin, "GET", `/api/admin/inbox/${sent.body.id}`)).body;
  expect(item).toMatchObject({ type: "proposal", business: { id: "spillway-books", name: "Spillway Books" } });
  expect(item.fields).toContainEqual({ label: "Host business", value: "Spillway Books" });
});

describe("an owner proposing an event", () => {
  const proposal = { title: "Signing Night", description: "Meet the author.", date: addDays(today, 25) };
  const path = (id: string) => `/api/owner/businesses/${id}/event-proposals`;

  test("reaches the inbox as an event proposal linked to their business, organised by it", async () => {
    const sent = await apiAs(owner, "POST", path("spillway-books"), { ...proposal, time: "6 PM" });
    expect(sent.status).toBe(201);
    const item = (await apiAs(admin, "GET", `/api/admin/inbox/${sent.body.id}`)).body;
    expect(item).toMatchObject({
      type: "proposal",
      status: "new",
      name: "Spillway Books",
      email: owner.email,
      business: { id: "spillway-books", name: "Spillway Books" },
    });
    expect(item.fields).toEqual(
      expect.arrayContaining([
        { label: "Location", value: "545 Arizona St, Boulder City, NV 89005" },
        { label: "Sent by the business's owner, signed in as", value: owner.email },
      ]),
    );
  });

  test("is refused to anyone who doesn't own the business, storing nothing", async () => {
    const before = await countStored(stack.db, "event_proposals");
    const notTheirs = await apiAs(owner, "POST", path("ironworkers-pub"), proposal);
    expect(notTheirs.status).toBe(403);
    expect((await apiAs(stranger, "POST", path("spillway-books"), proposal)).status).toBe(403);
    expect((await apiAs(admin, "POST", path("spillway-books"), proposal)).status).toBe(403);
    expect((await apiAs(null, "POST", path("spillway-books"), proposal)).status).toBe(401);
    expect((await apiAs(owner, "POST", path("no-such-business"), proposal)).status).toBe(404);
    const invalid = await apiAs(owner, "POST", path("spillway-books"), { ...proposal, title: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ title: "Title is required" });
    expect(await countStored(stack.db, "event_proposals")).toBe(before);
  });
});
