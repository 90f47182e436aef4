/**
 * A server-rendered page runs only its boot script until the visitor acts (web/src/main.tsx,
 * docs/decisions/0028). What the visitor does while the app's code is on its way is kept: typed text, the
 * latest click, and links that work as plain links.
 */
import type { Browser, Page } from "playwright-core";
import type { Business } from "@main-street/domain/business";
import { launchBrowser } from "../../scripts/test/browser";
import { seededList } from "../../scripts/test/seeded-lists";
import { stackUrl } from "../../scripts/test/stack-env";
import { DESKTOP, appRunning, holdRequests, markWindow, waitForApp, windowStillMarked } from "./public-site-helpers";

const APP_CODE = "**/assets/start-app-*.js";

let browser: Browser;
let businesses: Business[];

beforeAll(async () => {
  browser = await launchBrowser();
  businesses = await seededList<Business>("/api/businesses");
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(cookies: { name: string; value: string }[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: stackUrl() })));
  return context.newPage();
}

const appCodeRequests = (page: Page) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/start-app-/.test(request.url())) requested.push(request.url());
  });
  return requested;
};

describe("a server-rendered page before the visitor acts", () => {
  it("loads no app code and shows the server's page", async () => {
    const page = await newPage();
    try {
      const requested = appCodeRequests(page);
      await page.goto(`${stackUrl()}/directory`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Business Directory" }).waitFor();
      expect(requested).toEqual([]);
      expect(await appRunning(page).count()).toBe(0);
      await waitForApp(page);
      expect(requested).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });

  it("starts the app at once for a browser that may be signed in", async () => {
    const page = await newPage([{ name: "signed_in", value: "1" }]);
    try {
      await page.goto(`${stackUrl()}/directory`);
      await appRunning(page).waitFor({ state: "attached" });
    } finally {
      await page.context().close();
    }
  });
});

describe("what the visitor does while the app's code arrives", () => {
  it("adopts text typed into the search, and searches for it", async () => {
    const page = await newPage();
    try {
      const appCode = holdRequests(page, APP_CODE);
      await page.goto(`${stackUrl()}/directory`);
      await markWindow(page);
      await page.getByLabel("Search businesses").fill("coffee");
      expect(await appRunning(page).count()).toBe(0);
      appCode.release();
      await page.waitForURL((url) => url.searchParams.get("q") === "coffee");
      await page.getByTestId("search-echo").getByText("“coffee”").waitFor();
      expect(await page.getByLabel("Search businesses").inputValue()).toBe("coffee");
      expect(await windowStillMarked(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it("replays the latest click once the app runs", async () => {
    const page = await newPage();
    try {
      const restaurants = businesses.filter((b) => b.category === "restaurants");
      expect(restaurants.length).toBeGreaterThan(6);
      const appCode = holdRequests(page, APP_CODE);
      await page.goto(`${stackUrl()}/directory`);
      const section = page.locator('section[aria-labelledby="category-restaurants"]');
      await section.getByRole("button", { name: "View All" }).click();
      expect(await appRunning(page).count()).toBe(0);
      expect(await section.getByRole("button", { name: "View All" }).count()).toBe(1);
      appCode.release();
      await section.getByRole("button", { name: "Show Less" }).waitFor();
      expect(await section.locator('#category-restaurants-list a[href^="/directory/"]').count()).toBe(
        restaurants.length,
      );
    } finally {
      await page.context().close();
    }
  });

  it("follows a link as a plain link", async () => {
    const page = await newPage();
    try {
      holdRequests(page, APP_CODE);
      await page.goto(`${stackUrl()}/directory`);
      const business = businesses[0]!;
      await page.locator(`a[href="/directory/${business.id}"]`).first().click();
      await page.waitForURL(`${stackUrl()}/directory/${business.id}`);
      await page.getByRole("heading", { level: 1, name: business.name }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
