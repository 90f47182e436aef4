/**
 * Server-rendered public pages (docs/decisions/0025): hydration without complaints or refetches, the content a
 * visitor without JavaScript (or curl) gets, the directory's URL states drawn on the server, and an admin change
 * showing on the next request.
 */
import { parse } from "node-html-parser";
import type { Browser, Page } from "playwright-core";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { api } from "@main-street/domain/paths";
import { expectShown, launchBrowser, pageSettled } from "../../scripts/test/browser";
import { seededList } from "../../scripts/test/seeded-lists";
import { stackFetch, stackUrl } from "../../scripts/test/stack-env";
import { insertFixtures, waitForApp } from "./public-site-helpers";

let browser: Browser;
let businesses: Business[];
let events: CommunityEvent[];

beforeAll(async () => {
  browser = await launchBrowser();
  businesses = await seededList<Business>("/api/businesses");
  events = await seededList<CommunityEvent>("/api/events");
});

afterAll(async () => {
  await browser?.close();
});

const PUBLIC_PATHS = [
  "/",
  "/directory",
  "/directory?q=coffee",
  "/directory?category=restaurants",
  "/directory/blue-plate-diner",
  "/events",
  "/events/wine-walk",
  "/event/wine-walk",
  "/historic-district",
  "/volunteer",
  "/bingo",
  "/main-street-america",
  "/sponsor",
  "/contact",
];

interface Visit {
  page: Page;
  problems: string[];
  apiRequests: string[];
}

/** Opens a page and records console errors and warnings, page errors and every /api request it makes. */
async function visit(path: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems: string[] = [];
  const apiRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The listing statistics' beacon sends counts, reading nothing (docs/product.md#listing-statistics).
    if (url.pathname.startsWith("/api/") && url.pathname !== api.stats.path)
      apiRequests.push(url.pathname + url.search);
  });
  // Keeps #root as the server sent it (module scripts run only after the document turns interactive) and as the
  // first render left it (the moment app/start-app.tsx marks the body), for the hydration check below.
  await page.addInitScript(() => {
    const visibleText = (root: Element) => {
      const copy = root.cloneNode(true) as Element;
      copy.querySelectorAll("noscript").forEach((fallback) => fallback.remove());
      return copy.textContent;
    };
    const record = window as unknown as Record<string, unknown>;
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const root = document.getElementById("root")!;
      Object.assign(record, { servedNode: root.firstElementChild, servedText: visibleText(root) });
      new MutationObserver((_changes, observer) => {
        if (!document.body.dataset.hydrated) return;
        observer.disconnect();
        Object.assign(record, { hydratedNode: root.firstElementChild, hydratedText: visibleText(root) });
      }).observe(document.body, { attributes: true, attributeFilter: ["data-hydrated"] });
    });
  });
  await page.goto(stackUrl() + path);
  await waitForApp(page);
  await pageSettled(page);
  return { page, problems, apiRequests };
}

async function serverHtml(path: string) {
  const response = await stackFetch(path);
  expect(response.status).toBe(200);
  return parse(await response.text());
}

describe.each(PUBLIC_PATHS)("%s", (path) => {
  it("hydrates the server's HTML without a warning, an error or a data request", async () => {
    const { page, problems, apiRequests } = await visit(path);
    try {
      expect(problems).toEqual([]);
      expect(apiRequests).toEqual([]);
      // Hydration adopted the server's nodes (not a fresh render in their place) and changed none of the text.
      const hydration = await page.evaluate(() => {
        const record = window as unknown as Record<string, unknown>;
        return {
          sameNode: record.servedNode !== undefined && record.hydratedNode === record.servedNode,
          servedText: record.servedText,
          hydratedText: record.hydratedText,
        };
      });
      expect(hydration.sameNode).toBe(true);
      expect(hydration.hydratedText).toBe(hydration.servedText);
      const root = await serverHtml(path);
      const serverText = root.querySelector("#root")!.textContent.replace(/\s+/g, " ").trim();
      expect(serverText.length).toBeGreaterThan(200);
      expect(serverText).toContain("Boulder City Main Street");
    } finally {
      await page.context().close();
    }
  });
});

describe("without JavaScript", () => {
  it("/directory lists every business the page shows, with real links", async () => {
    const root = await serverHtml("/directory");
    const links = new Set(root.querySelectorAll('#root a[href^="/directory/"]').map((a) => a.getAttribute("href")));
    const { page } = await visit("/directory");
    try {
      const shown = await page
        .locator('main a[href^="/directory/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(shown.length).toBeGreaterThan(0);
      for (const href of shown) expect(links).toContain(href);
      const text = root.querySelector("main")!.textContent;
      for (const href of shown) {
        const business = businesses.find((b) => `/directory/${b.id}` === href)!;
        expect(text).toContain(business.name);
      }
    } finally {
      await page.context().close();
    }
  });

  it("/events shows every upcoming event's title with its date", async () => {
    const root = await serverHtml("/events");
    const text = root.querySelector("main")!.textContent;
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
    const upcoming = events.filter((e) => e.date >= today);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming) {
      expect(text).toContain(event.title);
      // The card's facts give the long date ("Saturday, March 5, 2025"); the date a crawler or curl reads.
      expect(text).toContain(event.displayDate);
      const link =
        root.querySelector(`main a[href="/events/${event.id}"]`) ??
        root.querySelector(`main a[href="/event/${event.id}"]`);
      expect(link).not.toBeNull();
    }
    const { page } = await visit("/events");
    try {
      // What the browser shows after hydration is what the server sent, read from the accessibility tree.
      for (const event of upcoming) {
        await expectShown(
          page.getByRole("heading", { name: event.title, exact: true }).first(),
          `the card of ${event.title}`,
        );
      }
    } finally {
      await page.context().close();
    }
  });

  it("a business page has its name, address, phone and description", async () => {
    const business = businesses.find((b) => b.id === "blue-plate-diner")!;
    const root = await serverHtml(`/directory/${business.id}`);
    const text = root.querySelector("main")!.textContent;
    expect(text).toContain(business.name);
    expect(text).toContain(business.address);
    expect(text).toContain(business.phone);
    expect(text).toContain(parse(business.description).textContent.trim().slice(0, 60));
  });

  it("forms render and say they need JavaScript to send", async () => {
    for (const path of ["/contact", "/volunteer"]) {
      const root = await serverHtml(path);
      expect(root.querySelectorAll("main form").length).toBeGreaterThan(0);
      expect(root.querySelector("main noscript")?.textContent).toMatch(/JavaScript/);
    }
  });
});

describe("directory states from the URL", () => {
  it("?q= renders the search results on the server", async () => {
    const match = businesses.find((b) => /coffee/i.test(b.name))!;
    expect(match).toBeDefined();
    const root = await serverHtml("/directory?q=coffee");
    expect(root.querySelector("main")!.textContent).toContain(match.name);
    expect(root.querySelector('input[type="search"], input[name="q"]')?.getAttribute("value")).toBe("coffee");
  });

  it("?category= renders that category only", async () => {
    const root = await serverHtml("/directory?category=restaurants");
    const names = root.querySelectorAll('main a[href^="/directory/"]').map((a) => a.getAttribute("href")!);
    expect(names.length).toBeGreaterThan(0);
    for (const href of names) {
      expect(businesses.find((b) => `/directory/${b.id}` === href)?.category).toBe("restaurants");
    }
  });
});

describe("server cache", () => {
  it("shows an admin change on the next request", async () => {
    const before = await serverHtml("/directory");
    expect(before.querySelector("main")!.textContent).not.toContain("Freshly Added Bakery");
    await insertFixtures("businesses", {
      "freshly-added-bakery": {
        name: "Freshly Added Bakery",
        category: "restaurants",
        subcategory: "Bakery",
        description: "<p>Bread.</p>",
        excerpt: "Bread.",
        address: "500 Nevada Way",
        phone: "(702) 555-0100",
        featured: "false",
      },
    });
    const after = await serverHtml("/directory");
    expect(after.querySelector("main")!.textContent).toContain("Freshly Added Bakery");
  });

  it("never lets a shared cache keep a signed-in visitor's page", async () => {
    const anonymous = await stackFetch("/directory");
    expect(anonymous.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const signedIn = await stackFetch("/directory", { headers: { cookie: "__session=anything" } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });
});
