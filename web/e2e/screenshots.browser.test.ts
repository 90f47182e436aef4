/** Full-page screenshots of the main public pages at phone and desktop widths (test-artifacts/screenshots). */
import type { Browser } from "playwright-core";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { DESKTOP, PHONE, closePage, fullPageScreenshot, openPage } from "./public-site-helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { name: "home", path: "/", ready: "Featured Businesses" },
  { name: "directory", path: "/directory", ready: "Sweet Treats" },
  { name: "business", path: "/directory/blue-plate-diner", ready: "Specialties & Tags" },
  { name: "event", path: "/events/wine-walk", ready: "About This Event" },
];

describe.each([
  { label: "390", viewport: PHONE },
  { label: "1280", viewport: DESKTOP },
])("at $label px", ({ label, viewport }) => {
  it.each(PAGES)("captures $name", async ({ name, path, ready }) => {
    const page = await openPage(browser, path, viewport);
    try {
      await expectShown(page.getByRole("heading", { name: ready }).first());
      // No horizontal scrolling at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await fullPageScreenshot(page, `public-${name}-${label}`);
    } finally {
      await closePage(page);
    }
  });
});
