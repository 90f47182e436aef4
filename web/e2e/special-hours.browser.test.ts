/**
 * Special hours, district days and access details in Chromium (issue 45; docs/product.md#hours, #district-days,
 * #access): staff set a closed-today special day and access details on the edit screen, an owner sends a late night
 * and an access detail for review, staff name a district day and an owner answers it from the e-mail; a visitor reads
 * the business page and filters the directory, also before the app has loaded. Axe checks each new screen.
 * @dated
 */
import type { Browser, Page } from "playwright-core";
import { addDays, LONG_WEEKDAYS, toLongDate } from "@main-street/domain/dates";
import { weekdayOf } from "@main-street/domain/site-clock";
import { expectShown, launchBrowser, seriousA11yViolations } from "../../scripts/test/browser";
import { waitForMail } from "../../scripts/test/caught-mail";
import { makeOwner } from "../../scripts/test/owners";
import {
  apiAs,
  signIn,
  signInAsNewAdmin,
  signInSeeded,
  uniqueAccount,
  type TestSession,
} from "../../scripts/test/sessions";
import { stackUrl } from "../../scripts/test/stack-env";
import { expectToast, newContext } from "./admin-helpers";
import { testToday } from "../../scripts/test/test-clock";

let browser: Browser;
let admin: TestSession;
let owner: TestSession;
let staff: Page;
let ownerPage: Page;
let visitor: Page;

const STAFF_EDITED = "trailhead-coffee-bar";
const OWNED = "mojave-art-collective";
const today = testToday();

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInAsNewAdmin(await signInSeeded("admin"), "special-hours-e2e");
  owner = await signIn(uniqueAccount("special-hours-owner"));
  await makeOwner(admin, owner, OWNED, { name: "Mo Owner", role: "Director", contact: "702-555-0188" });
  staff = await (await newContext(browser, admin)).newPage();
  ownerPage = await (await newContext(browser, owner)).newPage();
  visitor = await (await newContext(browser)).newPage();
});
afterAll(() => browser?.close());

/** The business page's line of the week's table for `date` (within the coming week). */
const dayLine = (page: Page, date: string) =>
  page.getByRole("listitem").filter({ hasText: new RegExp(`^${LONG_WEEKDAYS[weekdayOf(date)]}`) });

test("staff set a closed-today special day and access details; the visitor reads them on the business page", async () => {
  await staff.goto(`${stackUrl()}/admin/businesses/edit/${STAFF_EDITED}`);
  await staff.getByRole("button", { name: "Add a special day" }).click();
  await staff.getByLabel(/^Special day \d+, date$/).fill(today);
  const day = `Special day ${toLongDate(today)}`;
  await expectShown(staff.getByLabel(`${day}, hours`));
  await staff.getByLabel(`${day}, name`).fill("Staff picnic");
  await staff.getByLabel("Step-free entrance", { exact: true }).selectOption("yes");
  await staff.getByLabel("Step-free entrance, note").fill("Ramp at the side door on Nevada Way");
  await staff.getByLabel("Hearing loop", { exact: true }).selectOption("no");
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await staff.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(staff, "Business Saved!");

  await visitor.goto(`${stackUrl()}/directory/${STAFF_EDITED}`);
  const sidebar = visitor.getByRole("complementary", { name: "Business Information" });
  await expectShown(sidebar.getByText("Closed today – Staff picnic"));
  const line = dayLine(visitor, today);
  await expectShown(line.filter({ hasText: "Closed" }).filter({ hasText: "Special hours: Staff picnic" }));
  const access = visitor.getByRole("region", { name: "Accessibility" });
  await expectShown(access.getByText("Ramp at the side door on Nevada Way"));
  expect(await access.locator("dl").innerText()).toMatch(
    /Step-free entrance\s+Ramp at the side door on Nevada Way\s+Yes/,
  );
  expect(await access.locator("dl").innerText()).toMatch(/Hearing loop\s+No/);
  expect(await access.locator("dl").innerText()).toMatch(/Accessible restroom\s+Not reported/);
  expect(await seriousA11yViolations(visitor)).toEqual([]);
});

test("the directory's accessibility filter works before the app loads, with Open now, and counts who reports", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${stackUrl()}/directory`);
  await page.getByLabel("Accessibility").selectOption("step-free-entrance");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/access=step-free-entrance/);
  await expectShown(page.getByTestId("search-echo").getByText("step-free entrance"));
  await expectShown(page.getByRole("link", { name: /Trailhead Coffee Bar/ }));
  await expectShown(page.getByTestId("access-reporting").getByText(/^\d+ of 32 listings say whether they have this/));
  // Closed today by its special day: Open now leaves it out.
  await page.getByRole("switch", { name: "Open now" }).check();
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/open=now/);
  expect(new URL(page.url()).searchParams.get("access")).toBe("step-free-entrance");
  await expectShown(page.getByText(/^\d+ business(es)? found$/));
  expect(await page.getByRole("link", { name: /Trailhead Coffee Bar/ }).count()).toBe(0);
  await context.close();
});

test("an owner sends a late night past midnight and an access detail for review; once approved the visitor sees them", async () => {
  const date = addDays(today, 3);
  await ownerPage.goto(`${stackUrl()}/owner/businesses/${OWNED}`);
  await ownerPage.getByRole("button", { name: "Add a special day" }).click();
  await ownerPage.getByLabel(/^Special day \d+, date$/).fill(date);
  const day = `Special day ${toLongDate(date)}`;
  await ownerPage.getByLabel(`${day}, hours`).selectOption("open");
  await ownerPage.getByLabel(`${day}, opens`).fill("17:00");
  await ownerPage.getByLabel(`${day}, closes`).fill("01:00");
  await expectShown(ownerPage.getByText("closes the next day"));
  await ownerPage.getByLabel(`${day}, name`).fill("Art walk late night");
  await ownerPage.getByLabel("Hearing loop", { exact: true }).selectOption("no");
  expect(await seriousA11yViolations(ownerPage)).toEqual([]);
  await ownerPage.getByRole("button", { name: "Send for review" }).click();
  await expectToast(ownerPage, "Sent for review");

  // Not live until staff approve it.
  await visitor.goto(`${stackUrl()}/directory/${OWNED}`);
  await expectShown(dayLine(visitor, date));
  expect(await dayLine(visitor, date).innerText()).not.toMatch(/Art walk late night/);
  const revision = (await apiAs(owner, "GET", `/api/owner/businesses/${OWNED}`)).body.revisions[0];
  expect((await apiAs(admin, "PUT", `/api/admin/inbox/${revision.id}/revision/approve`)).status).toBe(200);

  await visitor.reload();
  const line = dayLine(visitor, date);
  await expectShown(line.filter({ hasText: "5 PM – 1 AM" }).filter({ hasText: "Special hours: Art walk late night" }));
  const access = visitor.getByRole("region", { name: "Accessibility" });
  expect(await access.locator("dl").innerText()).toMatch(/Hearing loop\s+No/);
});

test("staff name a district day; an owner answers from the e-mail; the listings nobody answered say so", async () => {
  const date = addDays(today, 2);
  await staff.goto(`${stackUrl()}/admin?tab=district_days`);
  await staff.getByRole("button", { name: "Name a Day" }).click();
  const dialog = staff.getByRole("dialog", { name: "Name a District Day" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill("Founders Day");
  await dialog.getByLabel(/^Date/).fill(date);
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await dialog.getByRole("button", { name: "Name the day and e-mail owners" }).click();
  await expectToast(staff, "District day named", "1 owner was e-mailed.");
  await expectShown(
    staff.getByRole("heading", { name: new RegExp(`^Founders Day: ${LONG_WEEKDAYS[weekdayOf(date)]}`) }),
  );

  const mail = await waitForMail((m) => m.to.includes(owner.email) && m.subject.startsWith("Founders Day"));
  const closed = mail.text.match(/^Closed all day: (\S+)$/m)![1]!;
  await ownerPage.goto(closed);
  // The token leaves the address bar; the tapped answer is chosen, and nothing is sent until the button.
  await expectShown(ownerPage.getByRole("radio", { name: "Closed all day", checked: true }));
  expect(new URL(ownerPage.url()).hash).toBe("");
  expect(await seriousA11yViolations(ownerPage)).toEqual([]);
  await ownerPage.getByRole("button", { name: "Send my answer" }).click();
  await expectShown(ownerPage.getByRole("status").getByText(/is listed as closed all day on Founders Day/));

  await visitor.goto(`${stackUrl()}/directory/${OWNED}`);
  await expectShown(dayLine(visitor, date).filter({ hasText: "Closed" }).filter({ hasText: "Founders Day" }));
  await visitor.goto(`${stackUrl()}/directory/spillway-books`);
  await expectShown(
    dayLine(visitor, date).filter({ hasText: "Hours not confirmed" }).filter({ hasText: "Founders Day" }),
  );
});
