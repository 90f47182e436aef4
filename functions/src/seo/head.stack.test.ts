/**
 * The server-rendered head, read over plain HTTP through the hosting emulator (no JavaScript runs), for every
 * public route: title, description, canonical, Open Graph and Twitter tags, JSON-LD with Google's required
 * and recommended fields, cache headers, and 404s for unknown ids.
 */
import { parse, type HTMLElement } from "node-html-parser";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { eventSchedule } from "@main-street/domain/event-schedule";
import { businessMeta, documentTitle, eventMeta, type PageMeta } from "@main-street/domain/seo";
import { seededList } from "../../../scripts/test/seeded-lists";
import { stackFetch, stackUrl } from "../../../scripts/test/stack-env";
import { serverEntry } from "../ssr/renderer";
import { PAGE_CACHE_CONTROL } from "./routes";
import { pages, PUBLIC_PAGES } from "@main-street/domain/paths";
import { expectEventRichResult, expectLocalBusinessRichResult, jsonLdOfType } from "../../../scripts/test/rich-results";

interface Page {
  status: number;
  headers: Headers;
  html: HTMLElement;
}

async function page(path: string): Promise<Page> {
  const response = await stackFetch(path);
  return { status: response.status, headers: response.headers, html: parse(await response.text()) };
}

function content(html: HTMLElement, selector: string): string | undefined {
  return html.querySelectorAll(selector).map((el) => el.getAttribute("content") ?? el.getAttribute("href"))[0];
}

/** The head holds exactly one of each tag, with the shared meta's values, absolute URLs and the app's script. */
function expectHead(html: HTMLElement, meta: PageMeta) {
  const origin = stackUrl();
  const canonical = origin + meta.path;
  expect(html.querySelectorAll("title").map((t) => t.text)).toEqual([meta.title]);
  expect(meta.title).toMatch(/^.+ \| Boulder City Main Street$/);
  const expected: Record<string, string> = {
    'meta[name="description"]': meta.description,
    'meta[name="keywords"]': meta.keywords.join(", "),
    'link[rel="canonical"]': canonical,
    'meta[property="og:type"]': "website",
    'meta[property="og:title"]': meta.ogTitle,
    'meta[property="og:description"]': meta.ogDescription,
    'meta[property="og:image"]': meta.image.startsWith("http") ? meta.image : origin + meta.image,
    'meta[property="og:url"]': canonical,
    'meta[name="twitter:card"]': "summary_large_image",
    'meta[name="twitter:title"]': meta.ogTitle,
    'meta[name="twitter:description"]': meta.ogDescription,
    'meta[name="twitter:image"]': meta.image.startsWith("http") ? meta.image : origin + meta.image,
  };
  for (const [selector, value] of Object.entries(expected)) {
    expect({ selector, count: html.querySelectorAll(selector).length }).toEqual({ selector, count: 1 });
    expect({ selector, value: content(html, selector) }).toEqual({ selector, value });
  }
  expect(html.querySelector('script[type="module"][src^="/assets/"]')).not.toBeNull();
  expect(html.querySelector("#root")).not.toBeNull();
}

let businesses: Business[];
let events: CommunityEvent[];

beforeAll(async () => {
  businesses = await seededList<Business>("/api/businesses");
  events = await seededList<CommunityEvent>("/api/events");
  expect(businesses.length).toBeGreaterThan(20);
  expect(events.length).toBeGreaterThan(10);
});

describe("static public pages", () => {
  const staticRoutes = PUBLIC_PAGES.map((name) => pages[name].path).filter((path) => !path.includes(":"));
  it.each(staticRoutes)("%s has its route module's title and meta, and CDN cache headers", async (path) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    expect(headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
    // A page without parameters has its head without data (its module's handle.head).
    const meta = await serverEntry().fallbackMeta(path);
    expect(meta.path).toBe(path);
    expectHead(html, meta);
  });

  it("gives the home page an Organization with name, url and logo", async () => {
    const { html } = await page("/");
    const [org] = jsonLdOfType(html, "Organization");
    expect(org).toMatchObject({ name: "Boulder City Main Street", url: `${stackUrl()}/` });
    expect(org!.logo).toMatch(new RegExp(`^${stackUrl()}/.+`));
    const logo = await stackFetch(org!.logo as string);
    expect(logo.status).toBe(200);
  });

  it("keeps the query string out of the canonical URL", async () => {
    const { html } = await page("/directory?category=coffee&q=latte");
    expect(content(html, 'link[rel="canonical"]')).toBe(`${stackUrl()}/directory`);
  });
});

describe("business pages", () => {
  it("render every seeded business with its own head, LocalBusiness and breadcrumbs", async () => {
    for (const business of businesses) {
      const { status, headers, html } = await page(`/directory/${business.id}`);
      expect({ id: business.id, status }).toEqual({ id: business.id, status: 200 });
      expect(headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
      const meta = businessMeta(business);
      expect(meta.title).toBe(documentTitle(business.name));
      expectHead(html, meta);
      const [local] = expectLocalBusinessRichResult(html, business);
      expect(local!.name).toBe(business.name);
      // Every seeded business has a pin (scripts/seed/locations.ts), served by the API and in the head.
      expect(typeof business.lat).toBe("number");
      expect(local!.geo).toEqual({ "@type": "GeoCoordinates", latitude: business.lat, longitude: business.lng });
      const [crumbs] = jsonLdOfType(html, "BreadcrumbList");
      expect(crumbs!.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: `${stackUrl()}/` },
        { "@type": "ListItem", position: 2, name: "Business Directory", item: `${stackUrl()}/directory` },
        { "@type": "ListItem", position: 3, name: business.name, item: `${stackUrl()}/directory/${business.id}` },
      ]);
    }
  });
});

describe("event pages", () => {
  it("render every seeded event at /events/{id} and /event/{id} with Event JSON-LD", async () => {
    for (const event of events) {
      for (const path of [`/events/${event.id}`, `/event/${event.id}`]) {
        const { status, html } = await page(path);
        expect({ path, status }).toEqual({ path, status: 200 });
        expectHead(html, eventMeta(event)); // /event/{id} is canonicalised to /events/{id}
        const [data] = expectEventRichResult(html, event);
        const schedule = eventSchedule(event.date, event.time);
        expect(data!.startDate).toMatch(schedule?.allDay ? /^\d{4}-\d{2}-\d{2}$/ : /T\d{2}:\d{2}:00-0[78]:00$/);
        const [crumbs] = jsonLdOfType(html, "BreadcrumbList");
        expect((crumbs!.itemListElement as unknown[]).length).toBe(3);
      }
    }
  });

  it("gives a timed event its Los Angeles offset", async () => {
    const timed = events.find((e) => e.time === "7 PM")!;
    const { html } = await page(`/events/${timed.id}`);
    const [data] = jsonLdOfType(html, "Event");
    expect(data!.startDate).toMatch(new RegExp(`^${timed.date}T19:00:00-0[78]:00$`));
  });
});

describe("unknown ids", () => {
  it.each([
    ["/directory/no-such-business", "Business Not Found"],
    ["/directory/bad%20id%3F", "Business Not Found"],
    ["/events/no-such-event", "Event Not Found"],
    ["/event/no-such-event", "Event Not Found"],
    ["/no-such-page", "404 Page Not Found"],
    ["/contact/extra", "404 Page Not Found"],
  ])(
    "%s is a 404 that still boots the app, with the app's not-found title, noindex and no structured data",
    async (path, title) => {
      const { status, html, headers } = await page(path);
      expect(status).toBe(404);
      expect(headers.get("content-type")).toMatch(/^text\/html/);
      expect(html.querySelector("#root")).not.toBeNull();
      expect(html.querySelectorAll("title").map((t) => t.text)).toEqual([documentTitle(title)]);
      expect(content(html, 'meta[name="robots"]')).toBe("noindex");
      expect(html.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    },
  );

  it("leaves the client-only areas to the app shell (no server head)", async () => {
    for (const path of ["/admin", "/admin/events/edit/x", "/profile", "/login", "/owner/businesses/x"]) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(html.querySelector('meta[property="og:title"]')).toBeNull();
      expect(html.querySelector("#root")).not.toBeNull();
    }
  });
});
