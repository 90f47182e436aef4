/**
 * A server-rendered page runs only its boot script until it has loaded and the browser is idle, or the visitor
 * touches or types (web/src/main.tsx, docs/decisions/0035, 0051). What the visitor does while the app's code is on
 * its way is kept: typed text, an opened View All, and links that work as plain links.
 */
import type { Browser, Page } from "playwright-core";
import type { Business } from "@main-street/domain/business";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
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
  it("shows the server's page, and starts the app only once the page has loaded, with no input", async () => {
    const page = await newPage();
    try {
      const requested = appCodeRequests(page);
      // When the app marks the page as taken over, on the page's own clock.
      await page.addInitScript(() => {
        const marked = window as unknown as { __appStartedAt?: number };
        new MutationObserver(() => {
          if (document.body?.dataset.hydrated === "true") marked.__appStartedAt ??= performance.now();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
      });
      await page.goto(`${stackUrl()}/directory`);
      await expectShown(page.getByRole("heading", { level: 1, name: "Business Directory" }));
      await expectShown(appRunning(page), "the app, started in idle time after the page loaded", "attached");
      // The app's code is fetched once (preloaded once the page has painted), and runs only after the load event.
      expect(requested).toHaveLength(1);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return { loaded: navigation.loadEventEnd, started: (window as { __appStartedAt?: number }).__appStartedAt };
      });
      expect(timing.started).toBeGreaterThanOrEqual(timing.loaded);
    } finally {
      await page.context().close();
    }
  });

  it("asks for the page's scripts once it has painted, each once, and the app uses what was fetched", async () => {
    const page = await newPage();
    try {
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") requests.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(`${stackUrl()}/events`);
      const html = await response!.text();
      // Nothing in the server's head competes with the first paint; the root names what the boot script fetches.
      expect(html).not.toContain("modulepreload");
      const named = /<div id="root" data-modules="([^"]+)">/.exec(html)?.[1]?.split(" ") ?? [];
      expect(named.some((href) => /\/assets\/EventsPage-/.test(href))).toBe(true);
      await expectShown(appRunning(page), "the app, started in idle time after the page loaded", "attached");
      const preloaded = await page.evaluate(() =>
        Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
          (link) => new URL(link.href).pathname,
        ),
      );
      // (The app's own imports may add more.)
      expect(named.filter((href) => !preloaded.includes(href))).toEqual([]);
      // A preload the app's import couldn't use (another credentials mode) would be fetched a second time.
      for (const href of named)
        expect({ href, times: requests.filter((r) => r === href).length }).toEqual({ href, times: 1 });
    } finally {
      await page.context().close();
    }
  });

  it("starts the app at once for a browser that may be signed in", async () => {
    const page = await newPage([{ name: "signed_in", value: "1" }]);
    try {
      await page.goto(`${stackUrl()}/directory`);
      await expectShown(appRunning(page), "the app, started without waiting for an intent", "attached");
    } finally {
      await page.context().close();
    }
  });
});

describe("what the visitor does while the app's code arrives", () => {
  it("keeps text typed into the search, and searches for it without a reload", async () => {
    const page = await newPage();
    try {
      const appCode = holdRequests(page, APP_CODE);
      await page.goto(`${stackUrl()}/directory`);
      await markWindow(page);
      await page.getByLabel("Search businesses").fill("coffee");
      expect(await appRunning(page).count()).toBe(0);
      appCode.release();
      await waitForApp(page);
      // The field is uncontrolled: the app takes over with the typed text in place, and sending it searches.
      expect(await page.getByLabel("Search businesses").inputValue()).toBe("coffee");
      await page.getByLabel("Search businesses").press("Enter");
      await page.waitForURL((url) => url.searchParams.get("q") === "coffee");
      await expectShown(page.getByTestId("search-echo").getByText("“coffee”"));
      expect(await page.getByLabel("Search businesses").inputValue()).toBe("coffee");
      expect(await windowStillMarked(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it("opens a category's View All at once, and keeps it open when the app runs", async () => {
    const page = await newPage();
    try {
      const restaurants = businesses.filter((b) => b.category === "restaurants");
      expect(restaurants.length).toBeGreaterThan(6);
      const appCode = holdRequests(page, APP_CODE);
      await page.goto(`${stackUrl()}/directory`);
      const section = page.locator('section[aria-labelledby="category-restaurants"]');
      const cards = section.locator('a[href^="/directory/"]').filter({ visible: true });
      const showLess = section.getByText("Show Less", { exact: true });
      // A native disclosure: the tap opens it before the app's code has arrived.
      await section.getByText("View All", { exact: true }).click();
      await expectShown(showLess, "Show Less on restaurants opened before the app ran");
      expect(await appRunning(page).count()).toBe(0);
      expect(await cards.count()).toBe(restaurants.length);
      appCode.release();
      await waitForApp(page);
      expect(await showLess.isVisible()).toBe(true);
      expect(await cards.count()).toBe(restaurants.length);
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
      await expectShown(
        page.getByRole("heading", { level: 1, name: business.name }),
        "the business page the plain link led to",
      );
    } finally {
      await page.context().close();
    }
  });
});
