/**
 * The reminder's "still correct" page in Chromium (issue 33): opening the link shows the listing's hours and records
 * nothing (a mail scanner that opens it confirms nothing), the token leaves the address bar and is sent in no
 * Referer, and only pressing the button records the confirmation. The monthly summary's opt-out link, the other
 * owner e-mail link without sign-in, turns the summary off as its page opens and offers to turn it back on.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import type { StackAdmin } from "../../scripts/stack/admin";
import { expectShown, launchBrowser, seriousA11yViolations } from "../../scripts/test/browser";
import { adminForTests, stackUrl, testNamespace } from "../../scripts/test/stack-env";
import { pages } from "@main-street/domain/paths";
import { signLinkIdWith } from "../../functions/src/owners/links";
import { optOutTokenWith } from "../../functions/src/stats-read/summary-opt-out";
import { newContext } from "./admin-helpers";

const BUSINESS = "desert-sun-coffee";
const LINK = "e2econfirmlink0001";

let stack: StackAdmin;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const requests: Request[] = [];

const link = async () => (await stack.db.doc(`hours_confirm_links/${LINK}`).get()).data()!;
const confirmedAt = async () =>
  ((await stack.db.doc(`businesses/${BUSINESS}`).get()).get("hoursConfirmedAt") as Timestamp | undefined) ?? null;

beforeAll(async () => {
  stack = adminForTests();
  const uid = `confirm-owner-${testNamespace()}`;
  await stack.db.doc(`business_owners/${BUSINESS}__${uid}`).set({
    businessId: BUSINESS,
    uid,
    email: `${uid}@example.com`,
    name: "Connie Confirm",
    since: Timestamp.now(),
    nextReminderAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  });
  await stack.db.doc(`hours_confirm_links/${LINK}`).set({
    businessId: BUSINESS,
    uid,
    email: `${uid}@example.com`,
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    usedAt: null,
  });
  token = signLinkIdWith("local-emulators-only", LINK); // the local stack's stand-in secret
  browser = await launchBrowser();
  context = await newContext(browser); // not signed in: the link is the permission
  context.on("request", (request) => void requests.push(request));
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await stack.close();
});

const confirmButton = () => page.getByRole("button", { name: "Yes, these hours are still correct" });

test("opening the link shows the hours and a button, confirms nothing, and takes the token out of the address", async () => {
  const before = await confirmedAt();
  // As the e-mail links it: the token in the fragment, which the browser never sends.
  const response = await page.goto(stackUrl() + pages.ownerConfirmHours.href(token));
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expectShown(page.getByRole("heading", { level: 2, name: "Desert Sun Coffee Co." }));
  await expectShown(confirmButton());

  expect(await page.evaluate(() => location.href)).toBe(`${stackUrl()}/owner/confirm-hours`);
  expect((await link()).usedAt).toBeNull();
  expect(await confirmedAt()).toEqual(before);

  // A reload keeps working from the history entry's state, still without confirming.
  await page.reload();
  await expectShown(confirmButton());
  expect((await link()).usedAt).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("pressing the button records the confirmation", async () => {
  const before = await confirmedAt();
  await confirmButton().click();
  await expectShown(page.getByRole("status").getByText("Thank you: the hours of Desert Sun Coffee Co. are confirmed."));
  expect((await link()).usedAt).toBeInstanceOf(Timestamp);
  const after = await confirmedAt();
  expect(after).toBeInstanceOf(Timestamp);
  expect(after!.toMillis()).toBeGreaterThan(before?.toMillis() ?? 0);
  expect(await page.evaluate(() => location.href)).not.toContain(token.split(".")[0]!);
});

test("no request the page made carried the token in its address or its Referer", async () => {
  const id = token.split(".")[0]!;
  const leaks = [];
  for (const request of requests) {
    const referer = (await request.allHeaders())["referer"] ?? "";
    if (referer.includes(id)) leaks.push(`${request.url()} (Referer ${referer})`);
    if (request.url().includes(id)) leaks.push(request.url());
  }
  expect(requests.length).toBeGreaterThan(2);
  expect(leaks).toEqual([]);
});

test("the monthly summary's opt-out link turns it off as the page opens, says so, and turns it back on", async () => {
  const uid = `confirm-owner-${testNamespace()}`;
  const optedOut = async () => (await stack.db.doc(`users/${uid}`).get()).get("monthlySummaryOff") as unknown;
  const optOut = optOutTokenWith("local-emulators-only", uid);
  await page.goto(stackUrl() + pages.ownerMonthlySummary.href(optOut));
  await expectShown(page.getByRole("status").getByText(/you won't get the monthly summary e-mail any more/));
  expect(await page.evaluate(() => location.href)).toBe(`${stackUrl()}/owner/monthly-summary`);
  expect(await optedOut()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Send it to me again" }).click();
  await expectShown(page.getByRole("status").getByText(/will come again/));
  expect(await optedOut()).toBe(false);
});
