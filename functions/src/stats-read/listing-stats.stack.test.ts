/**
 * What owners and staff see of the listing statistics (docs/product.md#listing-statistics) against the real local
 * stack: counters seeded straight into this file's namespace as the collector stores them (several shards a day),
 * read through the API as an owner, another account and staff; the monthly export's CSV; and the monthly summary
 * and hours reminder jobs run in this process (as reminders' test does), sending through the stack's mail catcher.
 * Its "today" is the test clock's, which the API and the jobs are given too, so it never runs across midnight.
 * @dated
 */
import { createHmac } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { Timestamp } from "firebase-admin/firestore";
import { parse } from "csv-parse/sync";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { STATS_COLLECTION, statsDocId } from "@main-street/domain/listing-stats";
import { monthRange, previousMonth, statsWindows } from "@main-street/domain/listing-stats-read";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { caughtMail, waitForMail } from "../../../scripts/test/caught-mail";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { adminForTests, api, stackUrl, testNamespace } from "../../../scripts/test/stack-env";
import { testNow } from "../../../scripts/test/test-clock";
import { runAtTestClock } from "../platform/clock";
import { runInTestNamespace } from "../platform/test-namespace";
import { MAIL_KINDS } from "../mail-kinds";
import { sendHoursReminders } from "../owners/reminders";
import { sendMonthlySummaries } from "./monthly-summary";
import { OPT_OUT_LINK_DAYS, optOutTokenWith } from "./summary-opt-out";

const OWNED = "desert-sun-coffee";
const OTHER = "trattoria-nevada";
/** Renamed so its name needs the CSV's quoting and formula guard. */
const AWKWARD = "spillway-books";
const AWKWARD_NAME = '=Spillway "Books", Used & Rare';

const now = testNow();
const today = todayInSiteZone(now);
const { current, previous } = statsWindows(today);
const month = previousMonth(today);
const { from: monthStart, to: monthEnd } = monthRange(month);

let stack: StackAdmin;
let app: App;
let staff: TestSession;
let owner: TestSession;
let optedOut: TestSession;
let stranger: TestSession;

/** The counters as the collector stores them: a document a listing, day and shard. */
const SEEDS: [businessId: string, day: string, shard: number, counts: Record<string, number>][] = [
  // Today in two shards, the period's first day, the previous period's last day, and a day before both periods.
  [OWNED, today, 0, { views: 3, phone: 1 }],
  [OWNED, today, 1, { views: 4, website: 2 }],
  [OWNED, current.from, 3, { views: 1 }],
  [OWNED, previous.to, 0, { views: 5 }],
  [OWNED, addDays(previous.from, -1), 0, { views: 100 }],
  [OTHER, addDays(today, -1), 2, { views: 2, appearances: 40 }],
  // Last month: its first and last days count; the days either side of it don't.
  [AWKWARD, monthStart, 0, { views: 11, email: 1 }],
  [AWKWARD, monthEnd, 1, { views: 9, directions: 3 }],
  [AWKWARD, addDays(monthStart, -1), 0, { views: 1000 }],
  [AWKWARD, addDays(monthEnd, 1), 0, { views: 1000 }],
];
/** What the seeds add up to over the last 30 days (where last month lies in them depends on today's date). */
const seededOver = (counter: string, businessId?: string) =>
  SEEDS.filter(([id, day]) => (businessId ?? id) === id && day >= current.from && day <= current.to).reduce(
    (sum, [, , , counts]) => sum + (counts[counter] ?? 0),
    0,
  );
const own = (session: TestSession, businessId: string, nextReminderAt: Timestamp | null = null) =>
  stack.db.doc(`business_owners/${businessId}__${session.uid}`).set({
    businessId,
    uid: session.uid,
    email: session.email,
    name: "Stats Owner",
    since: Timestamp.fromDate(now),
    nextReminderAt,
  });
/** A job run in this process as the stack runs it: in this file's namespace, at its clock. */
const inNamespace = <T>(work: () => Promise<T>) => runInTestNamespace(testNamespace(), () => runAtTestClock(now, work));

beforeAll(async () => {
  stack = adminForTests();
  ({ admin: staff, owner, optedOut, stranger } = await sessionsFor("stats", ["owner", "optedOut", "stranger"]));
  const ports = JSON.parse(process.env.STACK_PORTS ?? "{}") as { smtp?: number };
  if (!ports.smtp) throw new Error("STACK_PORTS is not set: run stack tests through `npm run test:stack`");
  process.env.FUNCTIONS_EMULATOR = "true";
  process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtp}`;
  app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }); // the jobs' own, as the function has

  for (const [businessId, day, shard, counts] of SEEDS) {
    await stack.db.doc(`${STATS_COLLECTION}/${statsDocId(businessId, day, shard)}`).set({ businessId, day, ...counts });
  }
  await stack.db.doc(`businesses/${AWKWARD}`).update({ name: AWKWARD_NAME });
  await stack.db.doc("_meta/cache").set({ version: `stats-${Date.now()}` }); // the list cache sees the rename

  await own(owner, OWNED);
  await own(owner, AWKWARD);
  await own(optedOut, OTHER);
  expect((await apiAs(optedOut, "PUT", "/api/owner/monthly-summary", { send: false })).body).toEqual({ send: false });
});
afterAll(async () => {
  await deleteApp(app);
  await stack.close();
});

test("an owner reads their listing's last 30 days, its shards summed, and no one else's", async () => {
  const mine = await apiAs(owner, "GET", `/api/owner/businesses/${OWNED}/stats`);
  expect(mine.status).toBe(200);
  expect(mine.headers.get("cache-control")).toBe("private, no-store");
  expect(mine.body.current).toEqual(current);
  expect(mine.body.totals).toMatchObject({ views: 8, phone: 1, website: 2, email: 0 });
  expect(mine.body.previousTotals).toMatchObject({ views: 5, phone: 0 });
  expect(mine.body.daily.views).toHaveLength(30);
  expect(mine.body.daily.views[0]).toBe(1);
  expect(mine.body.daily.views[29]).toBe(7);

  expect((await apiAs(owner, "GET", `/api/owner/businesses/${OTHER}/stats`)).status).toBe(403);
  expect((await apiAs(stranger, "GET", `/api/owner/businesses/${OWNED}/stats`)).status).toBe(403);
  expect((await apiAs(null, "GET", `/api/owner/businesses/${OWNED}/stats`)).status).toBe(401);
  expect((await apiAs(owner, "GET", "/api/owner/businesses/no-such-listing/stats")).status).toBe(404);
  expect((await apiAs(owner, "GET", `/api/admin/businesses/${OWNED}/stats`)).status).toBe(403);
});

test("staff read any listing's figures and the district's summary", async () => {
  const listing = await apiAs(staff, "GET", `/api/admin/businesses/${OTHER}/stats`);
  expect(listing.status).toBe(200);
  expect(listing.body.totals).toMatchObject({ views: 2, appearances: 40 });

  const summary = await apiAs(staff, "GET", "/api/admin/stats/summary");
  expect(summary.status).toBe(200);
  expect(summary.body.current).toEqual(current);
  expect(summary.body.totals).toMatchObject({
    views: seededOver("views"),
    appearances: 40,
    phone: 1,
    website: 2,
    email: seededOver("email"),
  });
  const named = [
    { businessId: OWNED, name: "Desert Sun Coffee Co.", views: seededOver("views", OWNED) },
    { businessId: OTHER, name: "Trattoria Nevada", views: seededOver("views", OTHER) },
    { businessId: AWKWARD, name: AWKWARD_NAME, views: seededOver("views", AWKWARD) },
  ];
  expect(named[0]!.views).toBe(8);
  expect(summary.body.top).toEqual(named.filter((b) => b.views > 0).sort((a, b) => b.views - a.views));
  const noViews = summary.body.noViews.map((b: { businessId: string }) => b.businessId);
  expect(noViews).toContain("blue-plate-diner");
  expect(noViews).not.toContain(OWNED);
  expect(noViews).toHaveLength(32 - summary.body.top.length);
  expect((await apiAs(owner, "GET", "/api/admin/stats/summary")).status).toBe(403);
});

test("the month's export is a CSV attachment, a row a listing, its names escaped", async () => {
  const response = await apiAs(staff, "GET", `/api/admin/stats/export.csv?month=${month}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toBe(`attachment; filename=listing-statistics-${month}.csv`);
  expect(response.body).toContain(`"'=Spillway ""Books"", Used & Rare",20,0,0,0,1,3,0\r\n`);
  const rows = parse(response.body as string) as string[][];
  expect(rows[0]).toEqual([
    "Business",
    "Page views",
    "Appearances in directory and search",
    "Website taps",
    "Phone taps",
    "E-mail taps",
    "Directions taps",
    "Views of its events",
  ]);
  expect(rows).toHaveLength(33); // the header and every seeded listing
  expect(rows.find((row) => row[0] === "Blue Plate Diner")).toEqual([
    "Blue Plate Diner",
    "0",
    "0",
    "0",
    "0",
    "0",
    "0",
    "0",
  ]);

  for (const bad of ["", "?month=2025-13", "?month=2025-1", "?month=2025-01-01", "?month=2025-01&month=2025-02"]) {
    const refused = await apiAs(staff, "GET", `/api/admin/stats/export.csv${bad}`);
    expect(refused.status).toBe(400);
  }
  expect((await apiAs(owner, "GET", `/api/admin/stats/export.csv?month=${month}`)).status).toBe(403);
});

test("the monthly job mails each owner last month's numbers, skips those who opted out, and mails nobody twice", async () => {
  const jobs = await inNamespace(() => sendMonthlySummaries(stackUrl(), now));
  expect(jobs).toEqual([`summary-${month}-${owner.uid}`]);
  // Sent before the job returned (Cloud Run gives a finished job no CPU): caught and recorded already.
  const mail = (await caughtMail()).find((m) => m.to.includes(owner.email))!;
  expect(mail).toBeDefined();
  expect((await stack.db.doc(`mail_outbox/${jobs[0]}`).get()).get("state")).toBe("sent");
  expect(mail.text).toContain(`Desert Sun Coffee Co.\nPage views: `);
  expect(mail.text).toContain(`${AWKWARD_NAME}\nPage views: 20\nAppearances in directory and search: 0`);
  expect(mail.text).toContain("E-mail taps: 1\nDirections taps: 3");
  expect(mail.html).toContain("=Spillway &quot;Books&quot;, Used &amp; Rare");
  expect(mail.text).toContain(`${stackUrl()}/owner\n`);

  expect(await inNamespace(() => sendMonthlySummaries(stackUrl(), now))).toEqual([]);
  expect((await caughtMail()).filter((m) => m.to.includes(owner.email))).toHaveLength(1);
  expect((await caughtMail()).filter((m) => m.to.includes(optedOut.email))).toEqual([]);
});

test("the e-mail's opt-out link turns the summary off and back on; a tampered one changes nothing", async () => {
  const mail = await waitForMail((m) => m.to.includes(owner.email) && m.subject.includes("in "));
  // The token rides in the fragment, which no request (and so no log) carries.
  const link = new URL(/https?:\/\/\S+\/owner\/monthly-summary#token=\S+/.exec(mail.text)![0]);
  expect(link.search).toBe("");
  const token = new URLSearchParams(link.hash.slice(1)).get("token")!;
  const setting = async () => (await apiAs(owner, "GET", "/api/owner/monthly-summary")).body;
  expect(await setting()).toEqual({ send: true });

  const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
  expect(
    (await api("/api/owner/monthly-summary/link", { method: "POST", body: { token: tampered, send: false } })).status,
  ).toBe(400);
  expect(await setting()).toEqual({ send: true });

  const off = await api("/api/owner/monthly-summary/link", { method: "POST", body: { token, send: false } });
  expect(off.status).toBe(200);
  expect(off.body).toMatchObject({ send: false, message: expect.stringContaining("won't get the monthly summary") });
  expect(await setting()).toEqual({ send: false });
  expect((await stack.db.doc(`users/${owner.uid}`).get()).get("monthlySummaryOff")).toBe(true);

  const on = await api("/api/owner/monthly-summary/link", { method: "POST", body: { token, send: true } });
  expect(on.body).toMatchObject({ send: true });
  expect(await setting()).toEqual({ send: true });
});

test("an opt-out link stops working after its days (410), pointing to My businesses, and changes nothing", async () => {
  const setting = async () => (await apiAs(owner, "GET", "/api/owner/monthly-summary")).body;
  const before = await setting();
  const mailedLongAgo = new Date(Date.now() - (OPT_OUT_LINK_DAYS + 1) * 86_400_000);
  const expired = optOutTokenWith("local-emulators-only", owner.uid, mailedLongAgo);
  // A link mailed before links expired: the uid and the old key's signature, no last day.
  const key = createHmac("sha256", "local-emulators-only").update("monthly-summary-opt-out/v1").digest();
  const legacy = `${Buffer.from(owner.uid).toString("base64url")}.${createHmac("sha256", key).update(owner.uid).digest("base64url")}`;
  for (const token of [expired, legacy]) {
    const refused = await api("/api/owner/monthly-summary/link", {
      method: "POST",
      body: { token, send: !before.send },
    });
    expect([refused.status, refused.body.error.code]).toEqual([410, "gone"]);
    expect(refused.body.error.message).toContain("My businesses");
  }
  expect(await setting()).toEqual(before);
  const fresh = optOutTokenWith("local-emulators-only", owner.uid);
  const done = await api("/api/owner/monthly-summary/link", {
    method: "POST",
    body: { token: fresh, send: before.send },
  });
  expect(done.status).toBe(200);
});

test("the hours reminder carries the listing's last 30 days", async () => {
  await stack.db
    .doc(`businesses/${OWNED}`)
    .update({ hoursConfirmedAt: Timestamp.fromMillis(now.getTime() - 120 * 86_400_000) });
  await own(stranger, OWNED, Timestamp.fromMillis(now.getTime() - 86_400_000));
  const jobs = await inNamespace(() => sendHoursReminders(stackUrl(), MAIL_KINDS, now));
  expect(jobs).toHaveLength(1);
  const mail = (await caughtMail()).find((m) => m.to.includes(stranger.email))!; // sent before the job returned
  expect(mail).toBeDefined();
  expect(mail.text).toContain("Page views, last 30 days: 8 (+60% from the previous 30 days)");
  expect(mail.text).toContain("Phone taps, last 30 days: 1 (Up from none in the previous 30 days)");
});
