/** /sitemap.xml and /robots.txt through the hosting emulator. */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { asSession, signInSeeded } from "../../../scripts/test/sessions";
import { seededList } from "../../../scripts/test/seeded-lists";
import { api, stackFetch, stackUrl } from "../../../scripts/test/stack-env";
import { STATIC_PUBLIC_PATHS as STATIC_PATHS } from "@main-street/domain/paths";

interface UrlEntry {
  loc: string;
  lastmod: string;
}

async function sitemap(): Promise<{ xml: string; urls: UrlEntry[]; response: Response }> {
  const response = await stackFetch("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return { xml, response, urls: urlsOf(xml) };
}

function urlsOf(xml: string): UrlEntry[] {
  return (new XMLParser({ isArray: (name) => name === "url" }).parse(xml) as { urlset: { url: UrlEntry[] } }).urlset
    .url;
}

describe("GET /sitemap.xml", () => {
  it("is valid XML listing every public page, business, event and series' next date with its content date", async () => {
    const businesses = await seededList<Business>("/api/businesses");
    const events = await seededList<CommunityEvent>("/api/events");
    const { xml, urls, response } = await sitemap();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);

    const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod]));
    expect(byLoc.size).toBe(urls.length);
    const origin = stackUrl();
    for (const path of STATIC_PATHS) expect(byLoc.has(origin + path)).toBe(true);
    for (const b of businesses) expect(byLoc.get(`${origin}/directory/${b.id}`)).toBe(b.updatedAt.slice(0, 10));
    for (const e of events) expect(byLoc.get(`${origin}/events/${e.id}`)).toBe(e.updatedAt.slice(0, 10));
    // docs/product.md#recurring-events: each of a series' next dates has its own page.
    const dates = events.flatMap((e) => (e.series?.upcoming ?? []).map((d) => `${origin}/events/${e.id}?date=${d}`));
    expect(dates.length).toBeGreaterThan(6);
    for (const loc of dates) expect(byLoc.has(loc)).toBe(true);
    expect(urls).toHaveLength(STATIC_PATHS.length + businesses.length + events.length + dates.length);
    for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("changes only where content changed", async () => {
    const first = (await sitemap()).xml;
    expect((await sitemap()).xml).toBe(first); // nothing changed: byte-identical

    const [event] = await seededList<CommunityEvent>("/api/events");
    const admin = await signInSeeded("admin");
    const edit = await api(`/api/admin/events/${event!.id}`, {
      method: "PUT",
      body: { title: event!.title, excerpt: `${event!.excerpt} ` },
      headers: asSession(admin),
    });
    expect(edit.status).toBe(200);
    const edited = edit.body as CommunityEvent;

    const before = new Map(urlsOf(first).map((u) => [u.loc, u.lastmod]));
    const after = (await sitemap()).urls;
    const changed = after.filter((u) => before.get(u.loc) !== u.lastmod).map((u) => u.loc);
    const origin = stackUrl();
    const editedOn = edited.updatedAt.slice(0, 10);
    // The event's page, and the list pages that show events (they take their newest record's date) unless that
    // already was the edit's day; the directory, other records' pages and static pages stay as they were.
    const expected = [`${origin}/events/${event!.id}`, `${origin}/`, `${origin}/events`].filter(
      (loc) => before.get(loc) !== editedOn,
    );
    expect(changed.sort()).toEqual(expected.sort());
    expect(after.find((u) => u.loc === `${origin}/events/${event!.id}`)!.lastmod).toBe(editedOn);
  });
});

describe("GET /robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of private areas", async () => {
    // Served at its own address with 200: a crawler gets no redirect to follow.
    const response = await stackFetch("/robots.txt", { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /profile",
        "Disallow: /login",
        "Disallow: /api/",
        `Sitemap: ${stackUrl()}/sitemap.xml`,
      ]),
    );
  });
});
