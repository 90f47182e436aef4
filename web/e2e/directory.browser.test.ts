/** The directory (docs/product.md#directory): grouped sections, search and category filters in the address bar, empty states. */
import type { Browser, Page } from "playwright-core";
import type { Business } from "@main-street/domain/business";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { seededList } from "../../scripts/test/seeded-lists";
import {
  DESKTOP,
  closePage,
  expectNoSeriousA11yViolations,
  markWindow,
  openPage,
  windowStillMarked,
} from "./public-site-helpers";

let browser: Browser;
let businesses: Business[];

beforeAll(async () => {
  browser = await launchBrowser();
  businesses = await seededList<Business>("/api/businesses");
});

afterAll(async () => {
  await browser?.close();
});

const cardsIn = (page: Page, scope: string) => page.locator(`${scope} a[href^="/directory/"]`);

describe("grouped directory", () => {
  it("shows each category with its count, 6 businesses first, and View All / Show Less", async () => {
    const page = await openPage(browser, "/directory", DESKTOP);
    try {
      const restaurants = businesses.filter((b) => b.category === "restaurants");
      expect(restaurants.length).toBeGreaterThan(6);
      const section = page.locator('section[aria-labelledby="category-restaurants"]');
      await expectShown(section.getByRole("heading", { name: "Restaurants & Bars" }));
      await expectShown(section.getByText(`${restaurants.length} businesses`));
      // View All / Show Less is a native disclosure: the cards it holds are on the page, shown only when open.
      const cards = section.locator('a[href^="/directory/"]').filter({ visible: true });
      const viewAll = section.getByText("View All", { exact: true });
      const showLess = section.getByText("Show Less", { exact: true });
      expect(await cards.count()).toBe(6);
      await viewAll.click();
      await expectShown(showLess, "Show Less on the opened restaurants");
      expect(await cards.count()).toBe(restaurants.length);
      await showLess.click();
      await expectShown(viewAll, "View All on the closed restaurants");
      expect(await cards.count()).toBe(6);

      // Keyboard focus on a card: the card itself draws the ring (it clips what is inside it), so it shows whole.
      const first = cards.first();
      await first.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      const ring = await first.evaluate((link) => {
        const card = link.parentElement!;
        const style = getComputedStyle(card);
        return {
          keyboard: link.matches(":focus-visible"),
          ring: [style.outlineStyle, style.outlineWidth, style.outlineOffset],
          around: getComputedStyle(card.parentElement!).overflow,
        };
      });
      expect(ring).toEqual({ keyboard: true, ring: ["solid", "3px", "2px"], around: "visible" });
      // The card says the listing has a website; only the listing's page links to it.
      const withWebsite = businesses.find((b) => b.category === "restaurants" && b.website)!;
      const text = await section.locator(`a[href="/directory/${withWebsite.id}"]`).textContent();
      expect([text?.includes("Has a website"), text?.includes("Visit Website")]).toEqual([true, false]);
    } finally {
      await closePage(page);
    }
  });
});

describe("filters in the address bar", () => {
  it("puts the typed search in ?q= without a reload, then narrows by category, then resets", async () => {
    const page = await openPage(browser, "/directory", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "Restaurants & Bars" }));
      await markWindow(page);
      await page.getByLabel("Search businesses").fill("coffee");
      await page.waitForURL((url) => url.searchParams.get("q") === "coffee");
      await expectShown(page.getByRole("heading", { name: "Search Results" }));
      await expectShown(page.getByTestId("search-echo").getByText("“coffee”"));
      await expectShown(page.getByText(/\d+ business(es)? found/));
      const withText = await cardsIn(page, "main").count();
      expect(withText).toBeGreaterThan(0);

      await page.getByLabel("Category").selectOption("coffee");
      await page.waitForURL(
        (url) => url.searchParams.get("category") === "coffee" && url.searchParams.get("q") === "coffee",
      );
      await expectShown(page.getByTestId("search-echo").getByText("Coffee Shops"));
      const coffeeNames = new Set(businesses.filter((b) => b.category === "coffee").map((b) => b.name));
      // The address and the echo change first; the list follows in a transition: wait until it has.
      await page.waitForFunction(
        (coffee) => {
          const shown = Array.from(document.querySelectorAll("main h3"), (h) => h.textContent ?? "");
          return shown.length > 0 && shown.every((name) => coffee.includes(name));
        },
        [...coffeeNames],
      );
      const names = await page.locator("main h3").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(coffeeNames.has(name)).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("link", { name: "View All Businesses" }).click();
      await page.waitForURL((url) => url.pathname === "/directory" && url.search === "");
      await expectShown(page.getByRole("heading", { name: "Restaurants & Bars" }));
      expect(await page.getByLabel("Search businesses").inputValue()).toBe("");
      expect(await windowStillMarked(page)).toBe(true);
    } finally {
      await closePage(page);
    }
  });

  it("shows one category's results from ?category= and clears it with 'All Categories'", async () => {
    const page = await openPage(browser, "/directory?category=accommodations", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "Search Results" }));
      const expected = businesses.filter((b) => b.category === "accommodations").length;
      await expectShown(page.getByText(`${expected} ${expected === 1 ? "business" : "businesses"} found`));
      expect(await page.getByLabel("Category").inputValue()).toBe("accommodations");
      await page.getByLabel("Category").selectOption("all");
      await page.waitForURL((url) => url.search === "");
      await expectShown(page.getByRole("heading", { name: "Restaurants & Bars" }));
    } finally {
      await closePage(page);
    }
  });

  it("says 'No businesses found' with a hint when nothing matches", async () => {
    const page = await openPage(browser, "/directory?q=zzqxjvw", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "No businesses found" }));
      await expectShown(page.getByText("Try adjusting your search criteria or browse all businesses"));
      expect(await page.getByLabel("Search businesses").inputValue()).toBe("zzqxjvw");
    } finally {
      await closePage(page);
    }
  });
});
