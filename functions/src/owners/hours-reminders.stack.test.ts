/**
 * The daily `hoursReminders` job (docs/product.md#owners) against the real local stack: the job's own code runs in
 * this process, in this file's namespace of the stack's Firestore, and sends through the stack's SMTP catcher; the
 * e-mailed link is then followed through the API as the confirmation page does.
 */
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { Timestamp } from "firebase-admin/firestore";
import { REMINDER_EVERY_DAYS } from "@main-street/domain/owners";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { caughtMail, waitForMail } from "../../../scripts/test/caught-mail";
import { adminForTests, api, stackUrl, testNamespace } from "../../../scripts/test/stack-env";
import { runInTestNamespace } from "../platform/test-namespace";
import { MAIL_KINDS } from "../mail-kinds";
import { sendHoursReminders } from "./reminders";

const DAY_MS = 86_400_000;
const now = new Date();
const daysAgo = (days: number) => Timestamp.fromMillis(now.getTime() - days * DAY_MS);

/** Hours confirmed 120 days ago, two owners due: both are asked. */
const STALE = "trattoria-nevada";
/** Hours confirmed 10 days ago (say, by staff): its due owner is not asked, and is asked 90 days after that. */
const FRESH = "casa-colorado-cantina";
/** Hours confirmed 200 days ago, its owner reminded 20 days ago: not asked again yet. */
const REMINDED = "switchyard-bbq";

let stack: StackAdmin;
let app: App;

const owner = (businessId: string, label: string, nextReminderAt: Timestamp) => {
  const uid = `${label}-${testNamespace()}`;
  return { businessId, uid, email: `${uid}@example.com`, name: `Owner ${label}`, since: daysAgo(400), nextReminderAt };
};
const staleOwners = [owner(STALE, "stale-a", daysAgo(1)), owner(STALE, "stale-b", daysAgo(3))];
const freshOwner = owner(FRESH, "fresh", daysAgo(1));
const remindedOwner = owner(REMINDED, "reminded", Timestamp.fromMillis(now.getTime() + 70 * DAY_MS));
const everyOwner = [...staleOwners, freshOwner, remindedOwner];

/** The reminder job, as the scheduled function runs it, but in this file's namespace. */
const runJob = () => runInTestNamespace(testNamespace(), () => sendHoursReminders(stackUrl(), MAIL_KINDS, now));

const mailTo = async (email: string) => (await caughtMail()).filter((m) => m.to.includes(email));
const linksOf = async (uid: string) =>
  (await stack.db.collection("hours_confirm_links").where("uid", "==", uid).get()).docs;

beforeAll(async () => {
  stack = adminForTests(); // also points this process at the stack's emulators
  const ports = JSON.parse(process.env.STACK_PORTS ?? "{}") as { smtp?: number };
  if (!ports.smtp) throw new Error("STACK_PORTS is not set: run stack tests through `npm run test:stack`");
  // What the function itself runs with on the stack: the emulator flag and the catcher as its SMTP server.
  process.env.FUNCTIONS_EMULATOR = "true";
  process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtp}`;
  app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });

  await stack.db.doc(`businesses/${STALE}`).update({ hoursConfirmedAt: daysAgo(120) });
  await stack.db.doc(`businesses/${FRESH}`).update({ hoursConfirmedAt: daysAgo(10) });
  await stack.db.doc(`businesses/${REMINDED}`).update({ hoursConfirmedAt: daysAgo(200) });
  for (const o of everyOwner) await stack.db.doc(`business_owners/${o.businessId}__${o.uid}`).set(o);
});
afterAll(async () => {
  await deleteApp(app);
  await stack.close();
});

test("mails each due owner of a stale listing a signed one-click link and an edit link, once", async () => {
  const jobs = await runJob();
  expect(jobs).toHaveLength(2);

  for (const o of staleOwners) {
    const mail = await waitForMail((m) => m.to.includes(o.email));
    expect(mail.subject).toBe("Are the hours of Trattoria Nevada still correct?");
    const [link] = await linksOf(o.uid);
    expect(link?.get("businessId")).toBe(STALE);
    const confirm = new RegExp(`${stackUrl()}/owner/confirm-hours#token=${link!.id}\\.[\\w-]{43}(?=\\s|$)`, "m");
    expect(mail.text).toMatch(confirm);
    expect(mail.text).toContain(`${stackUrl()}/owner/businesses/${STALE}`);
    expect(mail.html).toContain(`href="${stackUrl()}/owner/confirm-hours#token=${link!.id}.`);
    const next = (await stack.db.doc(`business_owners/${STALE}__${o.uid}`).get()).get("nextReminderAt") as Timestamp;
    expect(next.toMillis()).toBe(now.getTime() + REMINDER_EVERY_DAYS * DAY_MS);
  }

  // Not asked: hours confirmed within 90 days (the reminder moves to 90 days after that), or reminded recently.
  expect(await linksOf(freshOwner.uid)).toHaveLength(0);
  const fresh = await stack.db.doc(`business_owners/${FRESH}__${freshOwner.uid}`).get();
  expect((fresh.get("nextReminderAt") as Timestamp).toMillis()).toBe(
    daysAgo(10).toMillis() + REMINDER_EVERY_DAYS * DAY_MS,
  );
  expect(await linksOf(remindedOwner.uid)).toHaveLength(0);
  const reminded = await stack.db.doc(`business_owners/${REMINDED}__${remindedOwner.uid}`).get();
  expect(reminded.get("nextReminderAt")).toEqual(remindedOwner.nextReminderAt);

  // A second run the same day finds nobody due and mails nobody again.
  expect(await runJob()).toEqual([]);
  for (const o of staleOwners) {
    expect(await linksOf(o.uid)).toHaveLength(1);
    expect(await mailTo(o.email)).toHaveLength(1);
  }
  for (const o of [freshOwner, remindedOwner]) expect(await mailTo(o.email)).toEqual([]);
});

test("following the e-mailed link records the confirmation and changes nothing else", async () => {
  const o = staleOwners[0]!;
  const mail = await waitForMail((m) => m.to.includes(o.email));
  const url = new URL(/https?:\/\/\S+\/owner\/confirm-hours#token=\S+/.exec(mail.text)![0]);
  expect(url.search).toBe(""); // the token rides in the fragment, which no request carries
  const token = new URLSearchParams(url.hash.slice(1)).get("token")!;
  const before = (await stack.db.doc(`businesses/${STALE}`).get()).data()!;
  const ownersBefore = (await stack.db.collection("business_owners").get()).docs.map((d) => d.data());

  const confirmed = await api("/api/owner/confirm-hours", { method: "POST", body: { token } });
  expect(confirmed.status).toBe(200);

  const after = (await stack.db.doc(`businesses/${STALE}`).get()).data()!;
  expect((after.hoursConfirmedAt as Timestamp).toMillis()).toBeGreaterThan(before.hoursConfirmedAt.toMillis());
  const { hoursConfirmedAt: _after, ...restAfter } = after;
  const { hoursConfirmedAt: _before, ...restBefore } = before;
  expect(restAfter).toEqual(restBefore); // not the hours, not updatedAt
  expect((await stack.db.collection("business_owners").get()).docs.map((d) => d.data())).toEqual(ownersBefore);
  const [link] = await linksOf(o.uid);
  expect(link!.get("usedAt")).toBeInstanceOf(Timestamp);
  const history = await stack.db.collection("business_history").where("businessId", "==", STALE).get();
  expect(history.docs.map((d) => [d.get("source"), d.get("by")])).toEqual([["confirmation", o.email]]);

  // The link is single-use, and the job still asks nobody new.
  expect((await api("/api/owner/confirm-hours", { method: "POST", body: { token } })).status).toBe(410);
  expect(await runJob()).toEqual([]);
});
