/**
 * Special hours, district days and access details against the real local stack (docs/product.md#hours,
 * #district-days, #access): staff and owners set them, bad input is refused by name with nothing stored, staff name a
 * day and every owner gets the e-mail whose links answer it, and the public reads say what they should.
 * @dated
 */
import { addDays } from "@main-street/domain/dates";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { waitForMail } from "../../../scripts/test/caught-mail";
import { makeOwner } from "../../../scripts/test/owners";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { testToday } from "../../../scripts/test/test-clock";

let stack: StackAdmin;
let admin: TestSession;
let owner: TestSession;

const OWNED = "canyon-wine-bar";
const claim = { name: "Wren Owner", role: "Owner", contact: "702-555-0177" };

beforeAll(async () => {
  stack = adminForTests();
  ({ admin, owner } = await sessionsFor("special-hours", ["owner"]));
  await makeOwner(admin, owner, OWNED, claim);
});
afterAll(() => stack.close());

const stored = async (id: string) => (await stack.db.doc(`businesses/${id}`).get()).data()!;
const served = async (id: string) => (await api(`/api/businesses/${id}`)).body;

/** A staff save, as the edit screen sends it: the whole record again, with `changes`. */
async function staffSave(id: string, changes: object) {
  return apiAs(admin, "PUT", `/api/admin/businesses/${id}`, { ...(await served(id)), ...changes });
}

describe("staff set special hours and access details", () => {
  const today = testToday();

  it("stores them, serves them, and keeps them when a later save leaves them out", async () => {
    const exceptions = [
      { date: addDays(today, 30), kind: "closed", ranges: [], label: "Thanksgiving" },
      { date: addDays(today, 31), kind: "open", ranges: [{ opens: "17:00", closes: "01:00" }], label: "Art walk" },
    ];
    const seasons = [
      {
        from: addDays(today, 40),
        to: addDays(today, 100),
        label: "Summer hours",
        hours: { Mo: [{ opens: "08:00", closes: "22:00" }] },
      },
    ];
    const access = { "step-free-entrance": { state: "yes", note: "Ramp at the side door" }, seating: { state: "no" } };
    const saved = await staffSave("switchyard-bbq", { exceptions, seasons, access });
    expect(saved.status).toBe(200);
    const business = await served("switchyard-bbq");
    expect(business.exceptions).toEqual(exceptions);
    expect(business.seasons[0]).toMatchObject({
      label: "Summer hours",
      hours: { Mo: [{ opens: "08:00", closes: "22:00" }], Tu: [] },
    });
    expect(business.access).toEqual({
      "step-free-entrance": { state: "yes", note: "Ramp at the side door" },
      seating: { state: "no", note: "" },
    });
    const { exceptions: _e, seasons: _s, access: _a, ...rest } = await served("switchyard-bbq");
    expect(
      (await apiAs(admin, "PUT", "/api/admin/businesses/switchyard-bbq", { ...rest, phone: "702-555-0199" })).status,
    ).toBe(200);
    expect((await served("switchyard-bbq")).exceptions).toEqual(exceptions);
  });

  it.each([
    [
      "overlapping exceptions",
      {
        exceptions: [
          { date: addDays(today, 5), kind: "closed", label: "A" },
          { date: addDays(today, 5), kind: "closed", label: "B" },
        ],
      },
      "exceptions.1.date",
      /already has special hours/,
    ],
    [
      "a season that ends before it starts",
      { seasons: [{ from: addDays(today, 20), to: addDays(today, 10), label: "", hours: {} }] },
      "seasons.0.to",
      /ends before it starts/,
    ],
    [
      "a date in the past",
      { exceptions: [{ date: addDays(today, -3), kind: "closed", label: "" }] },
      "exceptions.0.date",
      /has passed/,
    ],
    ["an unknown access key", { access: { ramp: { state: "yes" } } }, "access.ramp", /Unknown access detail "ramp"/],
  ])("refuses %s, naming the field, and stores nothing", async (_what, changes, field, message) => {
    const before = await stored("trattoria-nevada");
    const refused = await staffSave("trattoria-nevada", { ...changes, phone: "702-555-0000" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[field]).toMatch(message);
    expect(await stored("trattoria-nevada")).toEqual(before);
  });
});

describe("owners change them through the reviewed flow", () => {
  it("sends special days and access details for review; staff approve them live; a past date is refused", async () => {
    const today = testToday();
    const loaded = (await apiAs(owner, "GET", `/api/owner/businesses/${OWNED}`)).body;
    const revisions = `/api/owner/businesses/${OWNED}/revisions`;
    const past = await apiAs(owner, "POST", revisions, {
      base: loaded.business.updatedAt,
      changes: { exceptions: [{ date: addDays(today, -1), kind: "closed", label: "" }] },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields["changes.exceptions.0.date"]).toMatch(/has passed/);

    const exceptions = [{ date: addDays(today, 22), kind: "closed", ranges: [], label: "Inventory day" }];
    const access = { "step-free-entrance": { state: "no", note: "Stairs to the door" } };
    const sent = await apiAs(owner, "POST", revisions, {
      base: loaded.business.updatedAt,
      changes: { exceptions, access },
    });
    expect(sent.status).toBe(201);
    // Not live until staff approve it.
    expect((await served(OWNED)).exceptions).toEqual([]);
    const review = await apiAs(admin, "GET", `/api/admin/inbox/${sent.body.id}/review`);
    expect(review.body.changes.map((c: { field: string }) => c.field)).toEqual(["exceptions", "access"]);
    expect((await apiAs(admin, "PUT", `/api/admin/inbox/${sent.body.id}/revision/approve`)).status).toBe(200);
    const live = await served(OWNED);
    expect(live.exceptions).toEqual(exceptions);
    expect(live.access).toEqual({ "step-free-entrance": { state: "no", note: "Stairs to the door" } });
  });
});

describe("district days", () => {
  const today = testToday();
  const date = addDays(today, 20);

  it("refuses a day that isn't ahead, and a date named twice", async () => {
    const now = await apiAs(admin, "POST", "/api/admin/district-days", { name: "Too soon", date: today });
    expect(now.status).toBe(400);
    expect(now.body.error.fields.date).toMatch(/from tomorrow on/);
    expect((await apiAs(owner, "POST", "/api/admin/district-days", { name: "Mine", date })).status).toBe(403);
  });

  it("e-mails every owner one-tap answers; an answer becomes the listing's special hours, the others aren't confirmed", async () => {
    const named = await apiAs(admin, "POST", "/api/admin/district-days", {
      name: "Harvest Day",
      date,
      askAccess: true,
    });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ name: "Harvest Day", date, asked: 1 });
    const again = await apiAs(admin, "POST", "/api/admin/district-days", { name: "Again", date });
    expect(again.status).toBe(409);

    // Unanswered everywhere: the public reads say so for that day, never a guess.
    expect((await served("trattoria-nevada")).unconfirmedDays).toEqual(
      expect.arrayContaining([{ date, name: "Harvest Day" }]),
    );

    const mail = await waitForMail((m) => m.to.includes(owner.email) && m.subject.startsWith("Harvest Day"));
    // The links carry the token in the fragment, which no server log records; none in a query string.
    const links = [...mail.text.matchAll(/https?:\/\/\S+\/owner\/district-day#\S+/g)].map((m) => new URL(m[0]));
    expect(links.map((l) => new URLSearchParams(l.hash.slice(1)).get("answer"))).toEqual(["usual", "closed", "open"]);
    expect(links.every((l) => l.search === "")).toBe(true);
    const token = new URLSearchParams(links[2]!.hash.slice(1)).get("token")!;

    // Opening the link reads only.
    const preview = await api("/api/owner/district-day/preview", { method: "POST", body: { token } });
    expect(preview.body).toMatchObject({ businessId: OWNED, dayName: "Harvest Day", date, answer: null });
    expect((await served(OWNED)).unconfirmedDays).toEqual(expect.arrayContaining([{ date, name: "Harvest Day" }]));

    const bad = await api("/api/owner/district-day/answer", {
      method: "POST",
      body: { token, answer: "open", ranges: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.ranges).toBe("Give the hours you'll open");
    const answered = await api("/api/owner/district-day/answer", {
      method: "POST",
      body: { token, answer: "open", ranges: [{ opens: "18:00", closes: "01:00" }] },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.message).toMatch(/is listed as open 6 PM – 1 AM on Harvest Day/);
    const live = await served(OWNED);
    expect(live.exceptions).toEqual(
      expect.arrayContaining([
        { date, kind: "open", ranges: [{ opens: "18:00", closes: "01:00" }], label: "Harvest Day" },
      ]),
    );
    expect(live.unconfirmedDays ?? []).not.toContainEqual({ date, name: "Harvest Day" });
    const history = await apiAs(admin, "GET", `/api/admin/businesses/${OWNED}/history`);
    expect(history.body[0]).toMatchObject({ source: "district-day", by: owner.email });

    // A tampered token answers nothing.
    const tampered = await api("/api/owner/district-day/answer", {
      method: "POST",
      body: { token: `${token.split(".")[0]}.${"x".repeat(43)}`, answer: "closed" },
    });
    expect(tampered.status).toBe(400);

    const statuses = (await apiAs(admin, "GET", "/api/admin/district-days")).body;
    const status = statuses.find((d: { date: string }) => d.date === date);
    expect(status.answered).toEqual([{ id: OWNED, name: expect.any(String), answer: "6 PM – 1 AM" }]);
    expect(status.unanswered.length).toBeGreaterThan(20);

    // Removing the day keeps the answer; the others are no longer unconfirmed.
    expect((await apiAs(admin, "DELETE", `/api/admin/district-days/${date}`)).status).toBe(204);
    expect((await served("trattoria-nevada")).unconfirmedDays ?? []).not.toContainEqual({ date, name: "Harvest Day" });
    expect((await served(OWNED)).exceptions).toContainEqual(expect.objectContaining({ date, label: "Harvest Day" }));
    const gone = await api("/api/owner/district-day/preview", { method: "POST", body: { token } });
    expect(gone.status).toBe(410);
  });
});

describe("the directory's access filter", () => {
  it("keeps the listings that report Yes, says how many report it at all, and refuses an unknown key", async () => {
    const result = (await api("/api/directory?access=hearing-loop")).body;
    expect(result.kind).toBe("results");
    expect(result.businesses.map((b: { id: string }) => b.id)).toEqual(["spillway-books"]);
    expect(result.access).toEqual({ key: "hearing-loop", reporting: 2, of: 32 });
    const narrowed = (await api("/api/directory?access=hearing-loop&category=restaurants")).body;
    expect(narrowed.businesses).toEqual([]);
    expect(narrowed.access).toEqual({ key: "hearing-loop", reporting: 1, of: 9 });
    const refused = await api("/api/directory?access=ramp");
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.access).toMatch(/^Access must be one of: any, step-free-entrance/);
  });
});

describe("Open now with a dated exception", () => {
  it("leaves out a listing closed today by its exception, whatever the time", async () => {
    const today = testToday();
    const allDay = [{ opens: "00:00", closes: "00:00" }];
    const week = Object.fromEntries(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].map((d) => [d, allDay]));
    expect((await staffSave("casita-del-lago", { hours: week })).status).toBe(200);
    const openIds = async () =>
      ((await api("/api/directory?open=now&category=accommodations")).body.businesses as { id: string }[]).map(
        (b) => b.id,
      );
    expect(await openIds()).toContain("casita-del-lago");
    const closed = [{ date: today, kind: "closed", ranges: [], label: "Family wedding" }];
    expect((await staffSave("casita-del-lago", { exceptions: closed })).status).toBe(200);
    expect(await openIds()).not.toContain("casita-del-lago");
  });
});
