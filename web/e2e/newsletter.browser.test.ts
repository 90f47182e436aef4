/**
 * The weekly e-mail in Chromium, end to end through the stack's mail catcher (docs/product.md#weekly-email): a
 * staff member subscribes on /this-week, confirms from the e-mailed link (its token leaves the address bar), picks
 * a kind of event, previews next week's e-mail and sends a test to themselves in the admin's Weekly E-mail tab, reads
 * it, and leaves with its one-click address; the e-mail's own links then say the address isn't subscribed.
 */
import type { Browser, Page, Request } from "playwright-core";
import { SUBSCRIBE_RECEIVED } from "@main-street/domain/newsletter";
import { waitForMail } from "../../scripts/test/caught-mail";
import { expectShown, launchBrowser, seriousA11yViolations } from "../../scripts/test/browser";
import { sessionsFor, type TestSession } from "../../scripts/test/sessions";
import { stackFetch, stackUrl } from "../../scripts/test/stack-env";
import { expectToast, newContext } from "./admin-helpers";

let browser: Browser;
let page: Page;
let admin: TestSession;
const requests: Request[] = [];

/** The address of a link the e-mail's text part carries, by what follows the site's origin. */
const linkIn = (text: string, path: RegExp) =>
  new RegExp(`${stackUrl()}${path.source}`).exec(text)?.[0] ?? `(no ${path.source} in the e-mail)`;

beforeAll(async () => {
  ({ admin } = await sessionsFor("newsletter-e2e"));
  browser = await launchBrowser();
  const context = await newContext(browser, admin);
  context.on("request", (request) => void requests.push(request));
  page = await context.newPage();
});
afterAll(() => browser?.close());

test("subscribing on /this-week, then confirming from the e-mail, picks the kinds of events", async () => {
  await page.goto(`${stackUrl()}/this-week`);
  const form = page.getByRole("form", { name: "Get this page by e-mail every Thursday" });
  await form.getByLabel("E-mail address").fill(admin.email);
  await form.getByText("Only some kinds of events? (All by default)").click();
  await form.getByRole("checkbox", { name: "Market" }).check();
  await form.getByRole("button", { name: "Subscribe by e-mail" }).click();
  await expectShown(form.getByRole("status").getByText(SUBSCRIBE_RECEIVED));

  const mail = await waitForMail((m) => m.to.includes(admin.email) && m.subject.startsWith("Please confirm"));
  const confirm = linkIn(mail.text, /\/newsletter\/confirm#token=[\w.%-]+/);
  await page.goto(confirm);
  await expectShown(page.getByRole("status").getByText(/^You're subscribed!/));
  await expectShown(page.getByText(/You get Market\./));
  expect(await page.evaluate(() => location.href)).toBe(`${stackUrl()}/newsletter/confirm`);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const choices = page.getByRole("form", { name: "Kinds of events in your weekly e-mail" });
  await choices.getByRole("checkbox", { name: "Market" }).uncheck();
  await choices.getByRole("checkbox", { name: "Festival" }).check();
  await choices.getByRole("button", { name: "Save my choices" }).click();
  await expectShown(page.getByText(/You get Festival\./));
});

test("staff preview next week's e-mail and send a test to themselves; its one-click address unsubscribes", async () => {
  await page.goto(`${stackUrl()}/admin?tab=newsletter`);
  await expectShown(page.getByRole("heading", { name: "Weekly E-mail" }));
  await expectShown(page.getByRole("heading", { name: "Confirmed subscribers" }));
  await page.getByRole("button", { name: "Preview next week's e-mail" }).click();
  const preview = page.frameLocator('iframe[title="Preview of next week\'s e-mail"]');
  await expectShown(preview.getByText("See the whole week on the web", { exact: true }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expectToast(page, "Test e-mail sent", `Sent to ${admin.email}.`);

  const test = await waitForMail(
    (m) => m.to.includes(admin.email) && m.subject.startsWith("[Test] This week downtown"),
  );
  expect(test.html).toMatch(/<img [^>]*alt="Boulder City Main Street"/);
  expect(test.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(test.headers["list-unsubscribe"] ?? "")?.[1];
  expect(oneClick).toMatch(new RegExp(`^${stackUrl()}/api/newsletter/one-click\\?token=`));

  // The web copy the e-mail links to is that week's own page.
  await page.goto(linkIn(test.text, /\/this-week\?week=\d{4}-W\d{2}/));
  await expectShown(page.getByRole("heading", { level: 1, name: "This Week Downtown" }));

  // As a mail provider sends it: a form POST, no cookie, no confirmation.
  const left = await stackFetch(oneClick!, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(left.status).toBe(200);

  await page.goto(linkIn(test.text, /\/newsletter\/settings#token=[\w.%-]+/));
  await expectShown(page.getByRole("alert").getByText(/^This address isn't subscribed to the weekly e-mail/));
  await page.goto(linkIn(test.text, /\/newsletter\/unsubscribe#token=[\w.%-]+/));
  await expectShown(page.getByRole("status").getByText(/^You're unsubscribed/));
  await expectShown(page.getByRole("form", { name: "Changed your mind?" }));
});

test("no request the pages made carried a link's token in its address or Referer, but the one-click address", () => {
  const leaks = requests
    .map((request) => ({ url: request.url(), referer: request.headers()["referer"] ?? "" }))
    .filter(({ url, referer }) => /#|token=/.test(referer) || (/token=/.test(url) && !url.includes("/one-click")));
  expect(requests.length).toBeGreaterThan(5);
  expect(leaks).toEqual([]);
});
