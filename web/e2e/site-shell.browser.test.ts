/** The header, footer and route behaviour shared by every public page (docs/product.md#header-footer, docs/product.md#routes). */
import type { Browser } from "playwright-core";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { DESKTOP, PHONE, closePage, openPage } from "./public-site-helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const NAV = ["Directory", "Events", "Historic District", "Volunteer", "Bingo", "Main Street America", "Sponsor"];

describe("header", () => {
  it("has the seven navigation links in order and a Login link to /api/login when signed out", async () => {
    const page = await openPage(browser, "/", DESKTOP);
    try {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expectShown(nav.getByRole("link", { name: "Directory" }));
      expect(await nav.getByRole("link").allInnerTexts()).toEqual(NAV);
      const login = page.getByRole("link", { name: "Login" });
      await expectShown(login);
      expect(await login.getAttribute("href")).toBe("/api/login");
    } finally {
      await closePage(page);
    }
  });

  it.each(["/directory", "/directory/blue-plate-diner", "/business-card"])(
    "highlights Directory on %s",
    async (path) => {
      const page = await openPage(browser, path, DESKTOP);
      try {
        const nav = page.getByRole("navigation", { name: "Main" });
        await expectShown(nav.locator('a[aria-current="page"]'));
        expect(await nav.locator('a[aria-current="page"]').allInnerTexts()).toEqual(["Directory"]);
      } finally {
        await closePage(page);
      }
    },
  );

  it("does not highlight Directory elsewhere", async () => {
    const page = await openPage(browser, "/events", DESKTOP);
    try {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expectShown(nav.locator('a[aria-current="page"]'));
      expect(await nav.locator('a[aria-current="page"]').allInnerTexts()).toEqual(["Events"]);
    } finally {
      await closePage(page);
    }
  });

  it("is large at the top and compact after scrolling more than 50 px", async () => {
    const page = await openPage(browser, "/", DESKTOP);
    try {
      // The boot script marks <html data-scrolled> past 50 px; the header's styles compact it from that.
      const large = page.locator("html:not([data-scrolled])");
      const compact = page.locator("html[data-scrolled]");
      const headerHeight = async () => (await page.locator("header").first().boundingBox())?.height ?? 0;
      await expectShown(large, "the large header at the top", "attached");
      const largeHeight = await headerHeight();
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
      await expectShown(compact, "the compact header after scrolling 400 px", "attached");
      await page.waitForFunction(
        (h) => (document.querySelector("header")?.getBoundingClientRect().height ?? h) < h,
        largeHeight,
      );
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expectShown(large, "the large header back at the top", "attached");
    } finally {
      await closePage(page);
    }
  });

  it("uses a toggle menu on small screens", async () => {
    const page = await openPage(browser, "/", PHONE);
    try {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.locator("#mobile-menu");
      await expectShown(menu.getByRole("link", { name: "Main Street America" }));
      expect(await menu.getByRole("link").allInnerTexts()).toEqual([...NAV, "Login"]);
      await menu.getByRole("link", { name: "Events" }).click();
      await expectShown(page.getByRole("heading", { level: 1, name: "Community Events" }));
      // The menu is a popover that stays on the page: following a link closes it.
      await expectShown(menu, "the phone menu, closed after following a link", "hidden");
    } finally {
      await closePage(page);
    }
  });
});

describe("footer", () => {
  it("links the quick links, four categories, social profiles and shows privacy and terms", async () => {
    const page = await openPage(browser, "/", DESKTOP);
    try {
      const footer = page.locator("footer");
      await expectShown(footer.getByRole("link", { name: "Business Directory" }));
      for (const href of ["/directory", "/events", "/historic-district", "/contact"]) {
        expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
      }
      for (const category of ["restaurants", "coffee", "shopping", "accommodations"]) {
        expect(await footer.locator(`a[href="/directory?category=${category}"]`).count()).toBe(1);
      }
      expect(await footer.getByRole("link", { name: "Facebook" }).count()).toBe(1);
      expect(await footer.getByRole("link", { name: "Instagram" }).count()).toBe(1);
      await expectShown(footer.getByText("Privacy Policy"));
      // Both are pages: an entry that looks like a link is one.
      expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
      expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    } finally {
      await closePage(page);
    }
  });

  it("opens the directory filtered by a category", async () => {
    const page = await openPage(browser, "/", DESKTOP);
    try {
      await page.locator('footer a[href="/directory?category=coffee"]').click();
      await expectShown(page.getByRole("heading", { name: "Search Results" }));
      expect(new URL(page.url()).search).toBe("?category=coffee");
    } finally {
      await closePage(page);
    }
  });
});

describe("route changes", () => {
  it("scroll to the top", async () => {
    const page = await openPage(browser, "/", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "Featured Businesses" }));
      await page.locator('footer a[href="/contact"]').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.locator('footer a[href="/contact"]').click();
      await expectShown(page.getByRole("heading", { level: 1, name: "Contact Us" }));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});
