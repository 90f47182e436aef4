/**
 * The admin area in Chromium (issue 4): sign-in through the Auth emulator's Google page, events and businesses
 * created, edited and deleted with each change visible on the public pages, a role change, and accessibility.
 */
import type { Browser, Page } from "playwright-core";
import { expectShown, launchBrowser, screenshot, seriousA11yViolations } from "../../scripts/test/browser";
import { seededAccount, signIn, uniqueAccount } from "../../scripts/test/sessions";
import { adminForTests, stackUrl } from "../../scripts/test/stack-env";
import {
  chooseGoogleAccount,
  editLinkId,
  expectPublicHeading,
  expectToast,
  newContext,
  recordShown,
} from "./admin-helpers";
import { toolbarDescribed } from "./editor-helpers";
import { holdRequests } from "./public-site-helpers";

let browser: Browser;
let page: Page;

/** Headings and toasts, as they appeared. */
let shown: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  shown = await recordShown(context, "h1, #notistack-snackbar");
  page = await context.newPage();
});
afterAll(() => browser?.close());

test("a signed-out visitor is sent to sign in, and an admin signs in through the Auth emulator's Google page", async () => {
  await page.goto(stackUrl() + "/admin");
  await chooseGoogleAccount(page, seededAccount("admin").email);
  // Shown for 500 ms before the redirect to sign in, so recorded as they appeared rather than waited for.
  expect(shown).toContain("Access Required");
  expect(shown.some((t) => t.includes("Unauthorized") && t.includes("You are logged out. Logging in again..."))).toBe(
    true,
  );
  expect(new URL(page.url()).pathname).toBe("/admin");
  await expectShown(page.getByRole("heading", { level: 1, name: "Admin Dashboard" }));
  await expectShown(page.getByText("Welcome back, Avery"));
  await expectShown(page.getByRole("button", { name: "Avery" })); // the header's user menu
  for (const tab of ["Dashboard", "Users", "Events", "Businesses", "Bingo Squares"])
    await expectShown(page.getByRole("tab", { name: tab }));
  await expectShown(page.getByText("System Status"));
  // The listing statistics, loaded (this namespace has no counters: every listing is one nobody viewed).
  await expectShown(page.getByRole("heading", { level: 3, name: /^Listings with no views \(\d+\)$/ }));
  expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toMatch(
    /^\/api\/admin\/stats\/export\.csv\?month=\d{4}-\d{2}$/,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "admin-dashboard");
});

test("an event is created, edited and deleted, and the public pages follow", async () => {
  const title = `E2E Lantern Walk ${Date.now()}`;
  await page.getByRole("tab", { name: "Events" }).click();
  await page.getByRole("button", { name: "Add Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Event" });
  await expectShown(dialog.getByRole("textbox", { name: "Description" }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Paper lanterns along Arizona Street.");
  await dialog.getByLabel("Date").fill("2031-04-12");
  await dialog.getByLabel("Time").fill("7:30 PM");
  await dialog.getByLabel("Location").fill("Arizona Street");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expectToast(page, "Event created successfully!");
  await expectShown(dialog, undefined, "detached");
  const id = await editLinkId(page, title);

  await expectPublicHeading(page, `/events/${id}`, title);

  await page.goto(stackUrl() + `/admin/events/edit/${id}`);
  await expectShown(page.getByRole("heading", { level: 1, name: "Edit Event" }));
  const titleInput = page.getByLabel("Title");
  await expectShown(titleInput);
  expect(await page.getByLabel("Date").inputValue()).toBe("2031-04-12");
  await toolbarDescribed(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await titleInput.fill(`${title} (moved)`);
  await page.getByLabel("Excerpt").fill("Now on the Saturday.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Event Saved!", "Your changes have been saved. You can continue editing.");
  expect(new URL(page.url()).pathname).toBe(`/admin/events/edit/${id}`);
  await page.getByRole("link", { name: "View This Event" }).click();
  await page.waitForURL(`**/events/${id}`);
  await expectPublicHeading(page, `/events/${id}`, `${title} (moved)`);

  await page.goto(stackUrl() + "/admin?tab=events");
  await page.getByRole("button", { name: `Delete ${title} (moved)` }).click();
  await page.getByRole("dialog", { name: "Delete this event?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Event deleted successfully!");
  await expectPublicHeading(page, `/events/${id}`, "Event Not Found");
});

test("the Add Business dialog keeps its size while the description editor loads: nothing in it moves", async () => {
  await page.goto(stackUrl() + "/admin?tab=businesses");
  const editorCode = holdRequests(page, "**/assets/DescriptionEditor-*.js");
  await page.getByRole("button", { name: "Add Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Business" });
  await editorCode.requested;
  await expectShown(dialog.getByRole("status").filter({ hasText: "Loading editor..." }));
  // The dialog, its button and a field below the editor, where each one is.
  const where = async () => ({
    dialog: await dialog.boundingBox(),
    create: await dialog.getByRole("button", { name: "Create Business" }).boundingBox(),
    address: await dialog.getByRole("textbox", { name: "Address", exact: true }).boundingBox(),
  });
  const loading = await where();
  editorCode.release();
  await expectShown(dialog.getByRole("textbox", { name: "Description" }));
  expect(await where()).toEqual(loading);
  await page.unrouteAll();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expectShown(dialog, undefined, "detached");
});

test("a business is created, edited and deleted, and the public pages follow", async () => {
  const name = `E2E Copper Kettle ${Date.now()}`;
  await page.goto(stackUrl() + "/admin?tab=businesses");
  await page.getByRole("button", { name: "Add Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Business" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("combobox", { name: /^Category/ }).selectOption("coffee");
  await dialog.getByLabel("Tags").fill("espresso, , pastries ");
  await dialog.getByRole("button", { name: "Create Business" }).click();
  await expectToast(page, "Business created successfully!");
  const id = await editLinkId(page, name);
  await expectPublicHeading(page, `/directory/${id}`, name);
  await expectShown(page.getByText("pastries", { exact: true }));

  await page.goto(stackUrl() + `/admin/businesses/edit/${id}`);
  const nameInput = page.getByLabel("Name");
  await expectShown(nameInput);
  expect(await page.getByLabel("Tags").inputValue()).toBe("espresso, pastries");
  const categoryOptions = await page
    .getByRole("combobox", { name: /^Category/ })
    .locator("option")
    .allInnerTexts();
  expect(categoryOptions.slice(1)).toEqual([
    "Restaurants & Bars",
    "Coffee Shops",
    "Shopping",
    "Places to Stay",
    "Sweet Treats",
  ]);
  await nameInput.fill(`${name} & Bakery`);
  await page.getByRole("combobox", { name: "Featured" }).selectOption("true");
  // The listing's e-mail, checked by the schema an owner's change goes through.
  const email = page.getByRole("textbox", { name: "Email", exact: true });
  await email.fill("kettle at example");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectShown(page.getByText("Enter a valid email address", { exact: true }), "the e-mail's error");
  await email.fill("hello@kettle.example");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Business Saved!");
  const stack = adminForTests();
  try {
    const stored = (await stack.db.doc(`businesses/${id}`).get()).data();
    expect({ email: stored?.email }).toEqual({ email: "hello@kettle.example" });
  } finally {
    await stack.close();
  }
  await page.getByRole("link", { name: "View This Business" }).click();
  await page.waitForURL(`**/directory/${id}`);
  await expectPublicHeading(page, `/directory/${id}`, `${name} & Bakery`);
  await expectShown(page.getByText("Featured Business"));

  await page.goto(stackUrl() + "/admin?tab=businesses");
  await page.getByRole("button", { name: `Delete ${name} & Bakery` }).click();
  await page.getByRole("dialog", { name: "Delete this business?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Business deleted successfully!");
  await expectPublicHeading(page, `/directory/${id}`, "Business Not Found");
});

test("an admin sets a business's week of hours and its map pin, and the business page shows them", async () => {
  const name = `E2E Night Owl ${Date.now()}`;
  await page.goto(stackUrl() + "/admin?tab=businesses");
  await page.getByRole("button", { name: "Add Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Business" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("combobox", { name: /^Category/ }).selectOption("restaurants");
  await dialog.getByRole("button", { name: "Create Business" }).click();
  await expectToast(page, "Business created successfully!");
  const id = await editLinkId(page, name);

  await page.goto(stackUrl() + `/admin/businesses/edit/${id}`);
  // A new listing has no hours yet: no grid (never a closed week) until staff choose to set each day.
  await page.getByRole("button", { name: "Set each day" }).click();
  // Open 24 hours every day, so the public label doesn't depend on the clock.
  await page.getByRole("combobox", { name: "Monday hours" }).selectOption("all-day");
  await page.getByRole("button", { name: "Copy Monday's hours to Tuesday–Sunday" }).click();
  expect(await page.getByRole("combobox", { name: "Sunday hours" }).inputValue()).toBe("all-day");
  const map = page.getByRole("application", { name: "Map position of the business" });
  await map.click();
  await expectShown(page.getByRole("button", { name: "Remove pin" }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Business Saved!");

  const stack = adminForTests();
  try {
    const stored = (await stack.db.doc(`businesses/${id}`).get()).data()!;
    const allDay = [{ opens: "00:00", closes: "00:00" }];
    expect(stored.hours).toEqual({
      Mo: allDay,
      Tu: allDay,
      We: allDay,
      Th: allDay,
      Fr: allDay,
      Sa: allDay,
      Su: allDay,
    });
    expect([typeof stored.lat, typeof stored.lng]).toEqual(["number", "number"]);
  } finally {
    await stack.close();
  }
  await page.getByRole("link", { name: "View This Business" }).click();
  await page.waitForURL(`**/directory/${id}`);
  const sidebar = page.locator("aside");
  await expectShown(sidebar.getByText("Monday"));
  expect(await sidebar.getByText("Open 24 hours", { exact: true }).count()).toBe(8);
  await expectShown(page.getByRole("img", { name: `Map: ${name} in historic downtown Boulder City.` }));

  // Remove the pin again: the page drops its map.
  await page.goto(stackUrl() + `/admin/businesses/edit/${id}`);
  await page.getByRole("button", { name: "Remove pin" }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Business Saved!");
  await page.getByRole("link", { name: "View This Business" }).click();
  await page.waitForURL(`**/directory/${id}`);
  await expectShown(sidebar.getByText("Monday"));
  expect(await page.getByRole("heading", { name: "Location" }).count()).toBe(0);
});

test("a bingo square is added, edited and deleted on its tab, and the public card follows", async () => {
  const title = `E2E Fountain ${Date.now() % 100000}`;
  await page.goto(stackUrl() + "/admin?tab=bingo-squares");
  await page.getByRole("button", { name: "Add Bingo Square" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Bingo Square" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Order").fill("0");
  await dialog.getByLabel("Hint").fill("Splash the fountain");
  await dialog.getByRole("button", { name: "Create Bingo Square" }).click();
  await expectToast(page, "Bingo Square created successfully!");
  const id = await editLinkId(page, title);
  const cell = page.getByRole("grid", { name: "Bingo card" }).getByRole("button", { name: title, exact: true });

  await page.goto(stackUrl() + "/bingo");
  await expectShown(cell);

  await page.goto(stackUrl() + `/admin/bingo-squares/edit/${id}`);
  await page.getByLabel("Order").fill("999");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Bingo Square Saved!");
  // Order 999 puts it after the 24 seeded squares, so off the card.
  await page.goto(stackUrl() + "/bingo");
  await expectShown(page.locator('[role="grid"][aria-busy="false"]'));
  expect(await cell.count()).toBe(0);

  await page.goto(stackUrl() + "/admin?tab=bingo-squares");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog", { name: "Delete this bingo square?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Bingo Square deleted successfully!");
});

test("an admin changes a user's role with the selector", async () => {
  const name = `Role Target ${Date.now()}`;
  const target = await signIn({ ...uniqueAccount("e2e-role"), name });
  await page.goto(stackUrl() + "/admin?tab=users");
  const selector = page.getByRole("combobox", { name: `Role for ${name}` });
  await selector.selectOption("admin");
  await expectToast(page, "User role updated successfully!");
  const stack = adminForTests();
  try {
    expect((await stack.auth.getUser(target.uid)).customClaims?.admin).toBe(true);
    expect((await stack.db.doc(`users/${target.uid}`).get()).get("role")).toBe("admin");
    await page.waitForFunction(() => document.querySelector("#notistack-snackbar") === null);
    await selector.selectOption("user");
    await expectToast(page, "User role updated successfully!");
    expect((await stack.auth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
  } finally {
    await stack.close();
  }
});
