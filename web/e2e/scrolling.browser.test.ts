/**
 * Scrolling on a throttled phone (4x CPU, slow 4G), as a browser scrolls across full page loads
 * (web/src/app/layout/ScrollRestoration.tsx): the app's start never moves the reader, and Back returns to where
 * the list was left.
 */
import type { Browser, Page } from "playwright-core";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { throttledPhonePage } from "../../scripts/test/phone";
import { stackUrl } from "../../scripts/test/stack-env";
import { appRunning, holdRequests } from "./public-site-helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls as a wheel or a scroll bar would: no touch or key, so the app starts on its own once the page is idle. */
async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  expect(await scrollY(page)).toBe(top);
}

describe("on a throttled phone", () => {
  it.each(["/directory", "/events", "/historic-district"])(
    "keeps the position of a reader who scrolled %s while the app started",
    async (path) => {
      const { context, page } = await throttledPhonePage(browser);
      try {
        // The app's code is held until the reader has scrolled, so the scroll surely comes before the app's start.
        const appCode = holdRequests(page, "**/assets/start-app-*.js");
        await page.goto(stackUrl() + path, { waitUntil: "domcontentloaded" });
        await scrollTo(page, 700);
        expect(await appRunning(page).count()).toBe(0);
        appCode.release();
        // The app starts once the page has loaded and is idle, then hydrates the page being read.
        await expectShown(appRunning(page), "the app, hydrated", "attached");
        expect(await scrollY(page)).toBe(700);
      } finally {
        await context.close();
      }
    },
  );

  it("returns to the list's position on Back from a business, and starts the business at the top", async () => {
    const { context, page } = await throttledPhonePage(browser);
    try {
      await page.goto(`${stackUrl()}/directory`);
      await page.touchscreen.tap(200, 400);
      await expectShown(appRunning(page), "the app, hydrated", "attached");
      const cards = page.locator('main a.card-link[href^="/directory/"]');
      const far = cards.nth((await cards.count()) - 2);
      await far.scrollIntoViewIfNeeded();
      const listPosition = await scrollY(page);
      expect(listPosition).toBeGreaterThan(1500);
      const name = (await far.locator(".name").textContent())!.trim();
      await far.click();
      await expectShown(page.getByRole("heading", { level: 1, name }));
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expectShown(page.getByRole("heading", { level: 1, name: "Business Directory" }));
      await expectShown(page.locator(`main a.card-link[href="${await far.getAttribute("href")}"]`), "the card");
      // The list grows back as its results render: wait (within Playwright's bound) for the position, then assert it.
      await page.waitForFunction((y) => Math.round(window.scrollY) === y, listPosition).catch(() => undefined);
      expect(await scrollY(page)).toBe(listPosition);
    } finally {
      await context.close();
    }
  });
});
