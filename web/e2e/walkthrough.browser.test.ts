/**
 * The site walked as its people walk it (issue 48), each on a touch phone (412×900) and then a desktop (1280 wide):
 * a visitor, a signed-in user who claims a listing, an owner and staff. Each checks what that person sees: the
 * buttons meant for them and no others, nothing outside the screen, a header that holds one row, a visible focus
 * ring, text that prints. One browser context a person, one page reused (docs/decisions/0069-walkthrough-test.md).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectShown, launchBrowser, seriousA11yViolations } from "../../scripts/test/browser";
import { makeOwner } from "../../scripts/test/owners";
import { signIn, signInSeeded, uniqueAccount, type TestSession } from "../../scripts/test/sessions";
import { stackUrl } from "../../scripts/test/stack-env";
import { insertFixtures, waitForApp } from "./public-site-helpers";
import { focusRing, headerShape, outsideTheScreen, paleWhenPrinted } from "./walkthrough-checks";

const PHONE = { width: 412, height: 900 };
const NARROW_PHONE = { width: 320, height: 700 };
const DESKTOP = { width: 1280, height: 900 };

const DINER = "blue-plate-diner";
/** A listing stored with its hours as text, from before every listing had a week: owned by the owner below. */
const TEXT_HOURS = "walk-text-hours-cafe";
const TEXT_HOURS_TEXT = "Mon–Sat 7am–3pm (cash only)";

let browser: Browser;
let staff: TestSession;
let owner: TestSession;
let claimer: TestSession;

beforeAll(async () => {
  browser = await launchBrowser();
  await insertFixtures("businesses", {
    [TEXT_HOURS]: {
      name: "Walkthrough Text Hours Cafe",
      category: "coffee",
      subcategory: "",
      description: "<p>Hours kept as text.</p>",
      excerpt: "Hours kept as text.",
      address: "2 Test Way, Boulder City, NV 89005",
      tags: [],
      featured: "false",
      hours: TEXT_HOURS_TEXT,
    },
  });
  [staff, owner, claimer] = await Promise.all([
    signInSeeded("admin"),
    signIn(uniqueAccount("walk-owner")),
    signIn(uniqueAccount("walk-claimer")),
  ]);
  await makeOwner(staff, owner, TEXT_HOURS, { name: "Wanda Walker", role: "Owner", contact: "702-555-0190" });
});

afterAll(async () => {
  await browser?.close();
});

/** One person's browser: a touch phone first; `desktop()` widens the same page. */
async function personPage(session: TestSession | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  if (session) {
    const [name, ...value] = session.cookie.split("=");
    await context.addCookies([
      { name: name!, value: value.join("="), url: stackUrl() },
      { name: "signed_in", value: "1", url: stackUrl() },
    ]);
  }
  const page = await context.newPage();
  page.on("pageerror", (error) => console.warn(`walkthrough: ${error.message}`));
  return { context, page };
}

/** Opens a page, waits for the app, and checks what every page must hold at this width. */
async function visit(page: Page, path: string, ready: string | RegExp): Promise<void> {
  await page.goto(stackUrl() + path);
  await waitForApp(page);
  await expectShown(page.getByRole("heading", { level: 1, name: ready }).first(), `${path}'s heading`);
  await expectHolds(page, path);
}

async function expectHolds(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  expect({ where, width, outside: await outsideTheScreen(page) }).toEqual({ where, width, outside: [] });
  const header = await headerShape(page);
  // One row below the wide layout (whose navigation has a row of its own), at the header's designed height; compact
  // once scrolled (web/src/app/layout/Header.tsx).
  const wide = width >= 1200;
  const expected = header.compact
    ? { rows: 1, height: wide ? 68 : 60 }
    : { rows: wide ? 2 : 1, height: wide ? 136 : width >= 900 ? 92 : 72 };
  expect({ where, width, ...header }).toEqual({ where, width, compact: header.compact, ...expected, outside: [] });
}

const userMenu = (page: Page) => page.locator('header button[aria-haspopup="menu"]');
const editBusiness = (page: Page) => page.getByRole("link", { name: "Edit Business" });
const editEvent = (page: Page) => page.getByRole("link", { name: "Edit Event" });

test("a visitor: no staff or owner buttons, a way to claim by signing in, a map a finger can use, focus and print", async () => {
  const { context, page } = await personPage(null);
  try {
    await visit(page, `/directory/${DINER}`, "Blue Plate Diner");
    expect(await editBusiness(page).count()).toBe(0);
    const signInToClaim = page.getByRole("link", { name: "Sign in to claim it" });
    // Signing in comes back to the page's #claim, where the claim form opens.
    expect(await signInToClaim.getAttribute("href")).toBe(`/api/login?returnTo=%2Fdirectory%2F${DINER}%23claim`);
    expect(await page.getByRole("button", { name: /Claim it/ }).count()).toBe(0);
    expect(await paleWhenPrinted(page)).toEqual([]);

    // A listing whose hours were text shows the text, never a closed week.
    await visit(page, `/directory/${TEXT_HOURS}`, "Walkthrough Text Hours Cafe");
    const sidebar = page.locator("aside");
    await expectShown(sidebar.getByText(TEXT_HOURS_TEXT));
    expect(await sidebar.innerText()).not.toMatch(/Closed|Open now/);

    // The map: a tap on two pins a pixel apart opens both, and the page keeps its scroll.
    await visit(page, "/directory?view=map", "Business Directory");
    // The server draws the markers at the map's canvas scale; the app groups them again once it has measured the drawn
    // map (after hydration), and says so on the map, so the marker to tap is the one there then.
    await page.locator("svg[data-drawn-scale]").waitFor();
    const marker = page.locator('g[data-business~="cafe-mariposa"][data-business~="prickly-pear-sweets"]');
    await marker.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const box = (await marker.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const card = page.getByRole("region", { name: /businesses here on the map$/ });
    await expectShown(card.getByRole("link", { name: "View details: Café Mariposa" }));
    await expectShown(card.getByRole("link", { name: "View details: Prickly Pear Sweets" }));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await card.boundingBox().then((b) => b!.y + b!.height <= PHONE.height)).toBe(true);

    // Keyboard: the first link shows a focus ring.
    await page.keyboard.press("Tab");
    expect(await focusRing(page)).toMatchObject({ ring: true });

    await page.setViewportSize(DESKTOP);
    await visit(page, "/events/wine-walk", "Wine Walk");
    expect(await editEvent(page).count()).toBe(0);
    await visit(page, `/directory/${DINER}`, "Blue Plate Diner");
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a signed-in user: claims a listing, and finds the claim in the menu and the profile", async () => {
  const { context, page } = await personPage(claimer);
  try {
    await visit(page, `/directory/${DINER}`, "Blue Plate Diner");
    expect(await editBusiness(page).count()).toBe(0);
    await page.getByRole("button", { name: "Own this business? Claim it" }).click();
    const claim = page.getByRole("dialog", { name: /^Claim / });
    await claim.getByRole("textbox", { name: /^Your name/ }).fill("Casey Claimer");
    await claim.getByRole("textbox", { name: /^Your role/ }).fill("Manager");
    await claim.getByRole("textbox", { name: /^A phone number or e-mail/ }).fill("702-555-0191");
    await claim.getByRole("button", { name: "Send claim" }).click();
    await expectShown(claim.getByText("The Main Street office will check your claim"));
    await page.keyboard.press("Escape");
    await expectShown(claim, "the claim dialog", "hidden");

    // The header holds one row with the user's menu, down to a 320 px phone.
    await page.setViewportSize(NARROW_PHONE);
    await expectHolds(page, "a business page at 320 px, signed in");
    await userMenu(page).click();
    await expectShown(page.getByRole("menuitem", { name: /Claim: Blue Plate Diner/ }));
    await page.keyboard.press("Escape");

    await page.setViewportSize(DESKTOP);
    await visit(page, "/profile", "Profile Settings");
    const mine = page.getByRole("region", { name: "Your businesses" });
    await expectShown(mine.getByRole("link", { name: "Blue Plate Diner" }));
    await visit(page, "/events/wine-walk", "Wine Walk");
    expect(await editEvent(page).count()).toBe(0);
  } finally {
    await context.close();
  }
});

test("an owner: 'Edit your listing' and no staff button, My businesses in the menu, hours read from text", async () => {
  const { context, page } = await personPage(owner);
  try {
    await visit(page, `/directory/${TEXT_HOURS}`, "Walkthrough Text Hours Cafe");
    expect(await editBusiness(page).count()).toBe(0);
    await expectShown(page.getByRole("link", { name: "Edit your listing" }));
    await userMenu(page).click();
    await page.getByRole("menuitem", { name: /My businesses/ }).click();
    await page.waitForURL("**/owner");

    await visit(page, `/owner/businesses/${TEXT_HOURS}`, /^Edit /);
    // Text hours are not a closed week: no grid until they are read, and the text is kept as the note.
    await expectShown(page.getByText("No opening hours are set day by day yet."));
    expect(await page.getByRole("combobox", { name: "Monday hours" }).count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "Hours note" }).inputValue()).toBe(TEXT_HOURS_TEXT);
    await page.getByRole("textbox", { name: "Paste hours as text" }).fill("Mon–Sat 10am–6pm, Sun noon–5pm");
    await page.getByRole("button", { name: "Read these hours" }).click();
    const read = page.getByRole("region", { name: /We read these hours/ });
    await expectShown(read.getByText("12 PM – 5 PM"));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await read.getByRole("button", { name: "Use these hours" }).click();
    expect(await page.getByLabel("Sunday, opens").inputValue()).toBe("12:00");
    await expectHolds(page, "the owner's edit screen with the week filled");

    await page.setViewportSize(DESKTOP);
    await visit(page, "/profile", "Profile Settings");
    await expectShown(page.getByRole("link", { name: "Edit Walkthrough Text Hours Cafe" }));
  } finally {
    await context.close();
  }
});

test("staff: Edit Business and Edit Event, and a text-hours listing's form with no closed week", async () => {
  const { context, page } = await personPage(staff);
  try {
    await visit(page, `/directory/${DINER}`, "Blue Plate Diner");
    await expectShown(editBusiness(page));
    await visit(page, "/events/wine-walk", "Wine Walk");
    await expectShown(editEvent(page));

    await page.setViewportSize(DESKTOP);
    await visit(page, `/admin/businesses/edit/${TEXT_HOURS}`, "Edit Business");
    await expectShown(page.getByText("No opening hours are set day by day yet."));
    expect(await page.getByRole("combobox", { name: "Monday hours" }).count()).toBe(0);
    await page.getByRole("button", { name: "Read the note into the grid" }).click();
    await page.getByRole("button", { name: "Use these hours" }).click();
    expect(await page.getByLabel("Monday, opens").inputValue()).toBe("07:00");
    expect(await page.getByRole("textbox", { name: "Hours note" }).inputValue()).toBe("cash only");
  } finally {
    await context.close();
  }
});
