/**
 * Open now, the week's hours and the district map on the directory and business pages (issue 16). The fixture is
 * open 24 hours every day, so its label never depends on the real clock; a listing stored with hours written as text
 * (before every listing had a week) shows the text, never a closed week, never gets a label nor matches the filter
 * (docs/decisions/0020-open-now.md, 0022-district-map.md, 0065-one-structured-hours-model.md).
 * The page's "today" is the test clock's, on the stack and in the browser alike.
 * @dated
 */
import type { Browser, Page } from "playwright-core";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { testNow } from "../../scripts/test/test-clock";
import { DESKTOP, closePage, expectNoSeriousA11yViolations, insertFixtures, openPage } from "./public-site-helpers";

let browser: Browser;

const ALWAYS_OPEN = "e2e-always-open";
const ALWAYS_OPEN_NAME = "E2E Always Open Diner";
const FREE_TEXT_HOURS = "e2e-text-hours";

beforeAll(async () => {
  browser = await launchBrowser();
  await insertFixtures("businesses", {
    [ALWAYS_OPEN]: {
      name: ALWAYS_OPEN_NAME,
      category: "restaurants",
      subcategory: "",
      description: "<p>Pancakes at any hour.</p>",
      excerpt: "Pancakes at any hour.",
      address: "1 Test Way, Boulder City, NV 89005",
      tags: [],
      featured: "false",
      hours: [{ days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], opens: "00:00", closes: "00:00" }],
      // North-east of every seeded pin, so its pin is nobody else's target.
      lat: 35.982,
      lng: -114.831,
    },
    [FREE_TEXT_HOURS]: {
      name: "E2E Text Hours Grill",
      category: "restaurants",
      subcategory: "",
      description: "<p>Hours from before the week.</p>",
      excerpt: "Hours from before the week.",
      address: "",
      tags: [],
      featured: "false",
      hours: "Daily 11am–10pm (kitchen closes 9pm)",
    },
  });
});

afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, id: string) => page.locator(`main li:has(a[href="/directory/${id}"])`);

describe("open now on cards and the filter", () => {
  it("labels cards, keeps ?open=now in the address bar, combines with category and search", async () => {
    const page = await openPage(browser, "/directory", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "Restaurants & Bars" }));
      await page.getByText("View All", { exact: true }).first().click();
      await expectShown(card(page, ALWAYS_OPEN).getByText("Open 24 hours"));
      expect(await card(page, FREE_TEXT_HOURS).textContent()).not.toMatch(/Open|Closed/);

      // A click, not check(): the switch follows the address bar, which react-router updates in a transition.
      await page.getByLabel("Open now").click();
      await page.waitForURL((url) => url.searchParams.get("open") === "now");
      await expectShown(page.getByRole("switch", { name: "Open now", checked: true }));
      await expectShown(page.getByTestId("search-echo").getByText("open now"));
      await expectShown(card(page, ALWAYS_OPEN));
      expect(await card(page, FREE_TEXT_HOURS).count()).toBe(0);

      await page.getByLabel("Category").selectOption("restaurants");
      await page.waitForURL(
        (url) => url.searchParams.get("open") === "now" && url.searchParams.get("category") === "restaurants",
      );
      await page.getByLabel("Search businesses").fill("always open");
      await page.waitForURL((url) => url.searchParams.get("q") === "always open" && url.searchParams.has("open"));
      await expectShown(page.getByRole("status").getByText("1 business found"));
      await expectShown(card(page, ALWAYS_OPEN));
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel("Open now").click();
      await page.waitForURL((url) => !url.searchParams.has("open"));
    } finally {
      await closePage(page);
    }
  });

  it("applies the filter straight from the address", async () => {
    const page = await openPage(browser, "/directory?open=now&category=restaurants", DESKTOP);
    try {
      await expectShown(card(page, ALWAYS_OPEN).getByText("Open 24 hours"));
      await expectShown(page.getByRole("switch", { name: "Open now", checked: true }));
      expect(await card(page, FREE_TEXT_HOURS).count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});

describe("a business page", () => {
  it("shows the open-now label, the full week with today marked, and a small map", async () => {
    const page = await openPage(browser, `/directory/${ALWAYS_OPEN}`, DESKTOP);
    try {
      const sidebar = page.locator("aside");
      await expectShown(sidebar.getByText("Monday"));
      // The label, then one line per day.
      expect(await sidebar.getByText("Open 24 hours", { exact: true }).count()).toBe(8);
      const today = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "America/Los_Angeles" }).format(
        testNow(),
      );
      const marked = sidebar.locator("li li", { hasText: "(today)" });
      expect(await marked.count()).toBe(1);
      expect(await marked.innerText()).toContain(today);
      await expectShown(
        page.getByRole("img", {
          name: `Map: ${ALWAYS_OPEN_NAME} in historic downtown Boulder City, at 1 Test Way, Boulder City, NV 89005.`,
        }),
      );
      await expectShown(page.getByRole("link", { name: /OpenStreetMap/ }).first());
      await expectNoSeriousA11yViolations(page);
    } finally {
      await closePage(page);
    }
  });

  it("shows hours stored as text as written, with no label and no closed days", async () => {
    const page = await openPage(browser, `/directory/${FREE_TEXT_HOURS}`, DESKTOP);
    try {
      const sidebar = page.locator("aside");
      await expectShown(sidebar.getByText("Daily 11am–10pm (kitchen closes 9pm)"));
      expect(await sidebar.innerText()).not.toMatch(/Open now|Closed|Open 24 hours/);
    } finally {
      await closePage(page);
    }
  });
});

describe("the district map", () => {
  it("switches to ?view=map, opens a pin's card and follows its link", async () => {
    const page = await openPage(browser, "/directory", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "Restaurants & Bars" }));
      // The view switch is a pair of radio buttons, each inside its label.
      await page.locator("label", { has: page.getByRole("radio", { name: "Map", exact: true }) }).click();
      expect(await page.getByRole("radio", { name: "Map", exact: true }).isChecked()).toBe(true);
      await page.waitForURL((url) => url.searchParams.get("view") === "map");
      await expectShown(page.getByRole("img", { name: /^Map of historic downtown Boulder City/ }));
      await expectNoSeriousA11yViolations(page);

      await page.locator(`g[data-business="${ALWAYS_OPEN}"]`).click();
      const pinCard = page.getByRole("region", { name: `${ALWAYS_OPEN_NAME} on the map` });
      await expectShown(pinCard);
      // The list beside the map follows the pin.
      const listed = page.getByRole("button", { name: new RegExp(ALWAYS_OPEN_NAME), pressed: true });
      await expectShown(listed);
      await pinCard.getByRole("link", { name: `View details: ${ALWAYS_OPEN_NAME}` }).click();
      await page.waitForURL((url) => url.pathname === `/directory/${ALWAYS_OPEN}`);
      await expectShown(page.getByRole("heading", { level: 1, name: ALWAYS_OPEN_NAME }));
    } finally {
      await closePage(page);
    }
  });

  it("keeps the map and the category from the address, in step with the filter", async () => {
    const page = await openPage(browser, "/directory?view=map&category=coffee", DESKTOP);
    try {
      await expectShown(page.getByRole("img", { name: /^Map of historic downtown Boulder City/ }));
      expect(await page.locator(`g[data-business="${ALWAYS_OPEN}"]`).count()).toBe(0);
      // The view switch is a pair of radio buttons, each inside its label.
      await page.locator("label", { has: page.getByRole("radio", { name: "List", exact: true }) }).click();
      expect(await page.getByRole("radio", { name: "List", exact: true }).isChecked()).toBe(true);
      await page.waitForURL((url) => !url.searchParams.has("view") && url.searchParams.get("category") === "coffee");
      await expectShown(page.getByRole("heading", { name: "Search Results" }));
    } finally {
      await closePage(page);
    }
  });
});
