/**
 * Stored documents reach the API's answers only through their type's schema (docs/decisions/0043): a value of the
 * wrong shape is served as the field's empty value, never as it was stored, and a document the schema can't read
 * is left out. Each document here is written straight to Firestore, as an older version or a hand edit might have.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";

let stack: StackAdmin;
let admin: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin } = await sessionsFor("parsed"));
});
afterAll(() => stack.close());

const at = Timestamp.fromDate(new Date("2025-06-01T12:00:00.000Z"));

test("a business with hours and tags of the wrong shape is served with none, and one in an unknown category not at all", async () => {
  await stack.db.doc("businesses/parsed-odd-hours").set({
    name: "Parsed Odd Hours",
    category: "coffee",
    hours: 42,
    tags: { breakfast: true },
    lat: 35.97,
    createdAt: at,
  });
  await stack.db.doc("businesses/parsed-dropped").set({ name: "Parsed Garage", category: "automotive", createdAt: at });
  const odd = await api("/api/businesses/parsed-odd-hours");
  expect(odd.status).toBe(200);
  expect(odd.body).toMatchObject({
    hours: null,
    hoursNote: "",
    tags: [],
    lat: null,
    lng: null,
    phone: "",
    updatedAt: at.toDate().toISOString(),
  });
  expect((await api("/api/businesses/parsed-dropped")).status).toBe(404);
});

test("a history entry's changes are always a list of fields the history knows", async () => {
  const entry = { businessId: "blue-plate-diner", by: "staff@example.com", source: "staff", at };
  await stack.db.doc("business_history/parsed-junk").set({ ...entry, changes: "not a list" });
  await stack.db.doc("business_history/parsed-mixed").set({
    ...entry,
    changes: [{ field: "phone", from: "1", to: "2" }, { field: "ownerSecret", from: "a", to: "b" }, 7],
  });
  await stack.db.doc("business_history/parsed-unknown-source").set({ ...entry, source: "rumour", changes: [] });
  const history = await apiAs(admin, "GET", "/api/admin/businesses/blue-plate-diner/history");
  expect(history.status).toBe(200);
  const byId = Object.fromEntries(history.body.map((e: { id: string }) => [e.id, e]));
  expect(byId["parsed-junk"].changes).toEqual([]);
  expect(byId["parsed-mixed"].changes).toEqual([{ field: "phone", from: "1", to: "2" }]);
  expect(byId["parsed-unknown-source"]).toBeUndefined();
});

test("an inbox item's unreadable decision and notice read as none, and an owner's extra fields are not served", async () => {
  await stack.db.doc("inbox/parsed-item").set({
    type: "contact",
    status: "new",
    createdAt: at,
    sortKey: `${at.toDate().toISOString()}_parsed-item`,
    name: "Parsed Person",
    email: "parsed@example.com",
    fields: [{ label: "Message", value: "Hello" }],
    notice: null,
    decision: "approved, I think",
  });
  const item = await apiAs(admin, "GET", "/api/admin/inbox/parsed-item");
  expect(item.status).toBe(200);
  expect(item.body).toMatchObject({ decision: null, notice: { state: "off", attempts: 0 }, business: null });

  await stack.db.doc("business_owners/blue-plate-diner__parsed-uid").set({
    businessId: "blue-plate-diner",
    uid: "parsed-uid",
    email: "parsed-owner@example.com",
    name: "Parsed Owner",
    since: at,
    sessionNote: "internal",
  });
  const owners = await apiAs(admin, "GET", "/api/admin/businesses/blue-plate-diner/owners");
  const parsed = owners.body.find((o: { uid: string }) => o.uid === "parsed-uid");
  expect(parsed).toMatchObject({ email: "parsed-owner@example.com", since: at.toDate().toISOString() });
  expect(parsed).not.toHaveProperty("sessionNote");
});
