/**
 * The weekly e-mail on the real local stack (docs/product.md#weekly-email): subscribing and the double opt-in
 * through the API and the stack's SMTP catcher, the e-mails' signed links, the Thursday job (its own code, run in
 * this process in this file's namespace, sending through the catcher), bounces, one-click unsubscribe, the staff
 * calls and the privacy deletion. The edition it sends and checks is the test clock's week, which the API calls and
 * the job are given too.
 * @dated
 */
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import { editionAt } from "@main-street/domain/newsletter-week";
import { SUBSCRIBE_RECEIVED } from "@main-street/domain/newsletter";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { caughtMail, waitForMail } from "../../../scripts/test/caught-mail";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { adminForTests, api, stackFetch, stackUrl, testNamespace } from "../../../scripts/test/stack-env";
import { uniqueEmail } from "../../../scripts/test/stored";
import { testNow } from "../../../scripts/test/test-clock";
import { addDays } from "@main-street/domain/dates";
import { runAtTestClock } from "../platform/clock";
import { runInTestNamespace } from "../platform/test-namespace";
import { confirmToken, subscriberIdOf } from "./tokens";
import { MAIL_KINDS } from "../mail-kinds";
import { sendWeeklyEmail } from "./weekly";

/** The local stack's stand-in secret (platform/config.ts): the API signs and checks links with it. */
const STACK_SECRET = "local-emulators-only";
const DAY_MS = 86_400_000;

let stack: StackAdmin;
let app: App;
let admin: TestSession;
const mark = randomUUID().slice(0, 8);
const concert = `Newsletter Concert ${mark}`;
const lecture = `Newsletter Lecture ${mark}`;
/** This week's edition on the test clock, which the job run below sends. */
const now = testNow();
const week = editionAt(now);

const subscribers = () => stack.db.collection("newsletter_subscribers");
const mailTo = async (email: string) => (await caughtMail()).filter((m) => m.to.includes(email));
const weeklyTo = async (email: string) =>
  (await mailTo(email)).filter((m) => m.subject.startsWith("This week downtown, "));
const subscribe = (email: string, categories: string[] = []) =>
  api("/api/newsletter/subscribe", { method: "POST", body: { email, categories, homepage_url: "" } });
const tokenIn = (text: string, page: string) =>
  decodeURIComponent(new RegExp(`${stackUrl()}/newsletter/${page}#token=([\\w.%-]+)`).exec(text)![1]!);

/** Subscribes through the API and confirms with the e-mailed link: the manage token the confirmation answers. */
async function subscribed(email: string, categories: string[] = []): Promise<string> {
  expect((await subscribe(email, categories)).status).toBe(202);
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("Please confirm"));
  const confirmed = await api("/api/newsletter/confirm", {
    method: "POST",
    body: { token: tokenIn(mail.text, "confirm") },
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body.token as string;
}

/** The job as the scheduled function runs it, in this file's namespace at its clock, with a minute to send. */
const runJob = () =>
  runInTestNamespace(testNamespace(), () =>
    runAtTestClock(now, () => sendWeeklyEmail(stackUrl(), Date.now() + 60_000, MAIL_KINDS)),
  );

beforeAll(async () => {
  stack = adminForTests(); // also points this process at the stack's emulators
  const ports = JSON.parse(process.env.STACK_PORTS ?? "{}") as { smtp?: number };
  if (!ports.smtp) throw new Error("STACK_PORTS is not set: run stack tests through `npm run test:stack`");
  process.env.FUNCTIONS_EMULATOR = "true";
  process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtp}`;
  app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  ({ admin } = await sessionsFor("newsletter"));
  // Two events of kinds no seeded event has, in this week's edition: Friday's concert, Saturday's lecture; staff add
  // the kinds to the list first (docs/product.md#event-categories).
  for (const name of ["Concerts", "Lectures"]) {
    expect((await apiAs(admin, "POST", "/api/admin/event-categories", { name })).status).toBe(201);
  }
  for (const [title, category, date] of [
    [concert, "Concerts", week.from],
    [lecture, "Lectures", addDays(week.from, 1)],
  ]) {
    const body = { title, description: "<p>Downtown.</p>", date, time: "7:00 PM", location: "Wilbur Square", category };
    expect((await apiAs(admin, "POST", "/api/admin/events", body)).status).toBe(201);
  }
});
afterAll(async () => {
  await deleteApp(app);
  await stack.close();
});

test("subscribing sends one confirmation; asking again, confirmed or not, answers the same and sends nothing more", async () => {
  const email = uniqueEmail("reader");
  const first = await subscribe(email, ["concerts"]);
  expect(first).toMatchObject({ status: 202, body: { message: SUBSCRIBE_RECEIVED } });
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe("Please confirm: Boulder City Main Street's weekly events e-mail");
  expect(mail.text).toContain("The link works for 7 days.");
  const stored = await subscribers().doc(subscriberIdOf(email, STACK_SECRET)).get();
  expect(stored.data()).toMatchObject({ email, state: "pending", categories: ["Concerts"] }); // as the events write it

  // Moments later, before confirming, with another choice: the same answer, the choice kept, no new e-mail.
  expect((await subscribe(email, ["lectures"])).body).toEqual({ message: SUBSCRIBE_RECEIVED });
  const token = tokenIn(mail.text, "confirm");
  const confirmed = await api("/api/newsletter/confirm", { method: "POST", body: { token } });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toMatchObject({ email, categories: ["Lectures"] });
  expect(confirmed.body.available).toEqual(expect.arrayContaining(["Concerts", "Lectures"]));
  expect(confirmed.headers.get("cache-control")).toMatch(/no-store/);
  expect((await api("/api/newsletter/confirm", { method: "POST", body: { token } })).body.message).toMatch(
    /^You're already subscribed/,
  );

  // Confirmed: the same answer again, nothing changed, no e-mail (the barrier: another address's confirmation).
  expect((await subscribe(email, ["Concerts"])).body).toEqual({ message: SUBSCRIBE_RECEIVED });
  const other = uniqueEmail("barrier");
  await subscribe(other);
  await waitForMail((m) => m.to.includes(other));
  expect(await mailTo(email)).toHaveLength(1);
  expect((await subscribers().doc(subscriberIdOf(email, STACK_SECRET)).get()).get("categories")).toEqual(["Lectures"]);
});

test("bad input and bad links get a clear message and change nothing", async () => {
  const count = async () => (await subscribers().get()).size;
  const before = await count();
  const invalid = await subscribe("not-an-address");
  expect(invalid).toMatchObject({ status: 400, body: { error: { fields: { email: "Enter a valid email address" } } } });
  const unknown = await subscribe(uniqueEmail("unknown"), ["Knitting"]);
  expect(unknown.status).toBe(400);
  expect(unknown.body.error.fields.categories).toMatch(
    /^There are no events in the category “Knitting”\. Choose from: .*Concerts/,
  );

  const id = subscriberIdOf(uniqueEmail("never"), STACK_SECRET);
  const tampered = confirmToken(id, "nonce", now, "another-secret");
  const old = confirmToken(id, "nonce", new Date(now.getTime() - 8 * DAY_MS), STACK_SECRET);
  const confirm = (token: string) => api("/api/newsletter/confirm", { method: "POST", body: { token } });
  expect(await confirm(tampered)).toMatchObject({
    status: 400,
    body: { error: { message: "This link is not valid. Please use the link in your most recent e-mail." } },
  });
  expect((await confirm(old)).body.error.message).toBe(
    "This confirmation link has expired (links work for 7 days). Please subscribe again.",
  );
  expect((await confirm(confirmToken(id, "nonce", now, STACK_SECRET))).status).toBe(410); // signed, but no such subscription
  expect((await api("/api/newsletter/subscription", { method: "POST", body: { token: "x.y" } })).status).toBe(400);
  expect(await count()).toBe(before);
});

test("a subscriber reads and changes their categories from their link; an unknown one is refused", async () => {
  const email = uniqueEmail("chooser");
  const token = await subscribed(email);
  const read = await api("/api/newsletter/subscription", { method: "POST", body: { token } });
  expect(read.body).toMatchObject({ email, categories: [] });
  const changed = await api("/api/newsletter/manage", { method: "POST", body: { token, categories: ["lectures"] } });
  expect(changed).toMatchObject({
    status: 200,
    body: { categories: ["Lectures"], message: "Saved: you'll get Lectures." },
  });
  const refused = await api("/api/newsletter/manage", { method: "POST", body: { token, categories: ["Knitting"] } });
  expect(refused.status).toBe(400);
  expect((await subscribers().doc(subscriberIdOf(email, STACK_SECRET)).get()).get("categories")).toEqual(["Lectures"]);
});

test("the Thursday job sends each confirmed subscriber their week once, marks bounces, and a rerun sends nobody twice", async () => {
  const concerts = uniqueEmail("concerts");
  const everything = uniqueEmail("everything");
  const bouncing = `gone-${mark}@bounce.test`; // the catcher refuses every bounce.test mailbox
  await subscribed(concerts, ["Concerts"]);
  await subscribed(everything);
  const pending = uniqueEmail("pending");
  await subscribe(pending); // never confirmed: gets nothing but its confirmation
  const bouncingId = subscriberIdOf(bouncing, STACK_SECRET);
  await subscribers()
    .doc(bouncingId)
    .set({ email: bouncing, categories: [], state: "confirmed", createdAt: Timestamp.fromDate(now), nonce: "" });

  const first = await runJob();
  expect(first.week).toBe(week.week);
  expect(first.queued).toBeGreaterThanOrEqual(3);
  expect(first.drain).toMatchObject({ ran: true, stoppedAtDeadline: false });

  const [toConcerts] = await weeklyTo(concerts);
  expect(toConcerts!.html).toContain(concert);
  expect(toConcerts!.html).not.toContain(lecture);
  expect(toConcerts!.text).toContain(`${stackUrl()}/this-week?week=${week.week}`);
  expect(toConcerts!.headers["list-unsubscribe"]).toMatch(
    new RegExp(`^<${stackUrl()}/api/newsletter/one-click\\?token=[\\w.-]+>$`),
  );
  expect(toConcerts!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const [toEveryone] = await weeklyTo(everything);
  expect(toEveryone!.html).toContain(concert);
  expect(toEveryone!.html).toContain(lecture);
  expect((await mailTo(pending)).map((m) => m.subject)).toEqual([
    "Please confirm: Boulder City Main Street's weekly events e-mail",
  ]);
  expect((await subscribers().doc(bouncingId).get()).get("state")).toBe("bounced");
  const job = await stack.db.doc(`mail_outbox/weekly-${week.week}-${bouncingId}`).get();
  expect(job.get("state")).toBe("bounced");

  const second = await runJob();
  expect(second.queued).toBe(0);
  expect(await weeklyTo(concerts)).toHaveLength(1);
  expect(await weeklyTo(everything)).toHaveLength(1);
});

test("staff see counts by category, never addresses; the preview; a test to themselves that one-click unsubscribes", async () => {
  const chooser = uniqueEmail("staff-view");
  await subscribed(chooser, ["Lectures"]);
  const stats = await apiAs(admin, "GET", "/api/admin/newsletter");
  expect(stats.status).toBe(200);
  const confirmed = (await subscribers().where("state", "==", "confirmed").get()).docs;
  expect(stats.body.confirmed).toBe(confirmed.length);
  const choosing = (name: string) => confirmed.filter((d) => (d.get("categories") as string[]).includes(name)).length;
  expect(stats.body.byCategory).toEqual(
    expect.arrayContaining([
      { category: "Lectures", count: choosing("Lectures") },
      { category: "Concerts", count: choosing("Concerts") },
    ]),
  );
  expect(JSON.stringify(stats.body)).not.toContain("@");
  expect((await apiAs(null, "GET", "/api/admin/newsletter")).status).toBe(401);

  const preview = await apiAs(admin, "GET", "/api/admin/newsletter/preview");
  expect(preview.body.subject).toMatch(/^This week downtown, /);
  expect(preview.body.html).toContain("See the whole week on the web");

  // The staff member subscribes, then sends a test to themselves and leaves through its one-click header.
  await subscribed(admin.email);
  const sent = await apiAs(admin, "POST", "/api/admin/newsletter/test");
  expect(sent).toMatchObject({ status: 200, body: { message: `Sent to ${admin.email}.` } });
  const test = (await mailTo(admin.email)).find((m) => m.subject.startsWith("[Test] This week downtown"))!;
  const oneClick = /^<(.+)>$/.exec(test.headers["list-unsubscribe"]!)![1]!;
  expect(oneClick.startsWith(`${stackUrl()}/api/newsletter/one-click?token=`)).toBe(true);
  // A GET (a mail scanner, or a person's mail app opening it) only leads to the page.
  const opened = await stackFetch(oneClick, { redirect: "manual" });
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toMatch(/^\/newsletter\/unsubscribe#token=[\w.-]+$/);
  expect((await subscribers().doc(subscriberIdOf(admin.email, STACK_SECRET)).get()).get("state")).toBe("confirmed");
  // As a mail provider sends it (RFC 8058): a form POST, no cookie, no Origin, no CSRF token, no confirmation.
  const form = new FormData();
  form.set("List-Unsubscribe", "One-Click");
  const left = await stackFetch(oneClick, { method: "POST", body: form });
  expect(left.status).toBe(200);
  expect(await left.text()).not.toContain("@");
  expect((await subscribers().doc(subscriberIdOf(admin.email, STACK_SECRET)).get()).exists).toBe(false);
  const again = await stackFetch(oneClick, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(again.status).toBe(200); // leaving twice is fine
  const forged = await stackFetch(oneClick.replace(/token=([\w-]+)\./, "token=someone-else."), { method: "POST" });
  expect(forged.status).toBe(400);
});

test("a privacy request deletes the subscription and the e-mails queued for it", async () => {
  const email = uniqueEmail("forget-me");
  await subscribed(email);
  const id = subscriberIdOf(email, STACK_SECRET);
  await stack.db
    .doc(`mail_outbox/weekly-2099-W01-${id}`)
    .set({ kind: "newsletter_weekly", subscriberId: id, state: "pending" });
  const deleted = await apiAs(admin, "POST", "/api/admin/inbox/delete-person", { email: email.toUpperCase() });
  expect(deleted).toMatchObject({ status: 200, body: { deleted: 1 } });
  expect((await subscribers().doc(id).get()).exists).toBe(false);
  expect((await stack.db.doc(`mail_outbox/weekly-2099-W01-${id}`).get()).exists).toBe(false);
});
