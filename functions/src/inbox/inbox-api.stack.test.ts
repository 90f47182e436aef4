/** The staff inbox API for an admin: submissions appear, statuses change, pages, search, CSV and privacy delete. */
import { Timestamp } from "firebase-admin/firestore";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { apiAs, signInAsNewAdmin, signInSeeded, type TestSession } from "../../../scripts/test/sessions";

let stack: StackAdmin;
let admin: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  admin = await signInAsNewAdmin(await signInSeeded("admin"), "inbox-admin");
});
afterAll(() => stack.close());

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada.Inbox@example.com",
  phone: "702-555-0199",
  inquiryType: "events",
  message: '=HYPERLINK("http://evil") can we book the square?',
};

test("a contact message shows in the inbox as New, counts, and can be marked Handled then Archived", async () => {
  const sent = await api("/api/contact", { method: "POST", body: contact });
  expect(sent.status).toBe(201);
  const id = sent.body.id as string;

  const before = (await apiAs(admin, "GET", "/api/admin/inbox/summary")).body.new as number;
  const list = await apiAs(admin, "GET", "/api/admin/inbox?type=contact");
  expect(list.status).toBe(200);
  const item = list.body.items.find((i: { id: string }) => i.id === id);
  expect(item).toMatchObject({
    type: "contact",
    status: "new",
    name: "Ada Lovelace",
    email: "ada.inbox@example.com",
    phone: "702-555-0199",
  });
  expect(item.fields).toContainEqual({ label: "Inquiry type", value: "Events & Activities" });
  expect(item.fields).toContainEqual({ label: "Message", value: contact.message });

  const handled = await apiAs(admin, "PUT", `/api/admin/inbox/${id}/status`, { status: "handled" });
  expect(handled.body).toMatchObject({ id, status: "handled", expireAt: null });
  expect((await apiAs(admin, "GET", "/api/admin/inbox/summary")).body.new).toBe(before - 1);
  // Open (the default) is what still waits for staff: a handled item is under Handled, not there.
  const ids = async (query: string) =>
    (await apiAs(admin, "GET", `/api/admin/inbox${query}`)).body.items.map((i: { id: string }) => i.id);
  expect([(await ids("")).includes(id), (await ids("?view=handled")).includes(id)]).toEqual([false, true]);

  // Archived items are kept 24 months to the day, or to the month's last day when that month is shorter.
  const archiveAt = (clock: string) =>
    apiAs(admin, "PUT", `/api/admin/inbox/${id}/status`, { status: "archived" }, { clock: new Date(clock) });
  for (const [clock, expireAt] of [
    ["2028-02-29T20:00:00.000Z", "2030-02-28T20:00:00.000Z"],
    ["2026-10-31T23:30:00.000Z", "2028-10-31T23:30:00.000Z"],
    ["2027-03-31T00:15:00.000Z", "2029-03-31T00:15:00.000Z"],
  ]) {
    expect([clock, (await archiveAt(clock!)).body.expireAt]).toEqual([clock, expireAt]);
  }
  const open = await apiAs(admin, "GET", "/api/admin/inbox");
  expect(open.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
  const inArchive = await apiAs(admin, "GET", "/api/admin/inbox?view=archived");
  expect(inArchive.body.items.map((i: { id: string }) => i.id)).toContain(id);
});

test("search finds by name or e-mail, and the CSV export is escaped against formulas", async () => {
  const sent = await api("/api/contact", {
    method: "POST",
    body: { ...contact, email: "csv.person@example.com", phone: "+1 702 555 0199" },
  });
  const found = await apiAs(admin, "GET", "/api/admin/inbox?q=csv.person@example.com");
  expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([sent.body.id]);
  const byName = await apiAs(admin, "GET", "/api/admin/inbox?q=LOVELACE&view=all");
  expect(byName.body.items.length).toBeGreaterThanOrEqual(1);

  const csv = await apiAs(admin, "GET", "/api/admin/inbox/export.csv?q=csv.person@example.com");
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
  expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="?inbox-\d{4}-\d{2}-\d{2}\.csv/);
  const text = csv.body as string;
  expect(text.split("\r\n")[0]).toBe("Received (UTC),Type,Status,Name,Email,Phone,Summary,Fields");
  expect(text).toContain("Contact message,New,Ada Lovelace,csv.person@example.com,'+1 702 555 0199,");
  // No cell starts a formula: the phone's '+' got an apostrophe.
  for (const line of text.split("\r\n")) expect(line).not.toMatch(/(^|,)"?=/);
});

test("pages by cursor, newest first, without repeats or gaps", async () => {
  const batch = stack.db.batch();
  const base = Date.parse("2020-01-01T00:00:00Z");
  for (let i = 0; i < 7; i++) {
    const id = `page-${i}`;
    const at = new Date(base + Math.floor(i / 2) * 1000); // pairs share an instant: the id breaks the tie
    batch.set(stack.db.doc(`inbox/${id}`), {
      type: "volunteer",
      status: "new",
      createdAt: Timestamp.fromDate(at),
      sortKey: `${at.toISOString()}_${id}`,
      name: "Pager",
      email: "pager@example.com",
      phone: "",
      summary: "",
      fields: [],
      searchTerms: ["pagerterm"],
      notice: { state: "off", attempts: 0 },
      expireAt: null,
    });
  }
  await batch.commit();
  const seen: string[] = [];
  let cursor = "";
  for (let page = 0; page < 4; page++) {
    const res = await apiAs(admin, "GET", `/api/admin/inbox?q=pagerterm&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status).toBe(200);
    seen.push(...res.body.items.map((i: { id: string }) => i.id));
    if (!res.body.nextCursor) break;
    cursor = encodeURIComponent(res.body.nextCursor as string);
  }
  expect(seen).toEqual(["page-6", "page-5", "page-4", "page-3", "page-2", "page-1", "page-0"]);
});

test("a privacy request deletes every item and submission of the address", async () => {
  const email = "forget.me@example.com";
  const sent = await api("/api/contact", { method: "POST", body: { ...contact, email: "Forget.Me@example.com" } });
  expect(sent.status).toBe(201);
  const res = await apiAs(admin, "POST", "/api/admin/inbox/delete-person", { email });
  expect(res.status).toBe(200);
  expect(res.body.deleted).toBe(1);
  expect((await stack.db.doc(`inbox/${sent.body.id}`).get()).exists).toBe(false);
  expect((await stack.db.doc(`contact_submissions/${sent.body.id}`).get()).exists).toBe(false);
});

test("bad filters and unknown items get a clean 4xx", async () => {
  expect((await apiAs(admin, "GET", "/api/admin/inbox?type=spam")).status).toBe(400);
  expect((await apiAs(admin, "GET", "/api/admin/inbox?cursor=../../x")).status).toBe(400);
  expect((await apiAs(admin, "GET", "/api/admin/inbox/missing")).status).toBe(404);
  const bad = await apiAs(admin, "PUT", "/api/admin/inbox/missing/status", { status: "handled" });
  expect(bad.status).toBe(404);
  expect(bad.body.error.message).toBe("Inbox item not found.");
  expect((await apiAs(admin, "PUT", "/api/admin/inbox/x/status", { status: "done" })).status).toBe(400);
});
