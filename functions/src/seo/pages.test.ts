import { NOT_FOUND_PAGES, STATIC_PAGES } from "@main-street/domain/seo";
import { fallbackPage, isPublicPagePath, resolvePage, STATIC_ROUTES } from "./pages";

const ORIGIN = "https://bouldercitymainstreet.example";

describe("isPublicPagePath", () => {
  it("covers every static public route and the detail pages, with or without a trailing slash", () => {
    for (const path of STATIC_ROUTES.keys()) expect(isPublicPagePath(path)).toBe(true);
    for (const path of ["/directory/x", "/events/x", "/event/x", "/directory/", "/events/x/"]) {
      expect(isPublicPagePath(path)).toBe(true);
    }
  });

  it("leaves the app-only and unknown routes to the shell", () => {
    for (const path of ["/admin", "/admin/events/edit/x", "/profile", "/login", "/nope", "/event", "/directoryx"]) {
      expect(isPublicPagePath(path)).toBe(false);
    }
  });
});

describe("resolvePage without data", () => {
  it("serves static pages from the shared meta, with Organization JSON-LD on home only", async () => {
    const home = await resolvePage("/", ORIGIN);
    expect(home).toMatchObject({ status: 200, meta: STATIC_PAGES.home });
    expect(home.jsonLd.map((d) => d["@type"])).toEqual(["Organization"]);
    expect(await resolvePage("/volunteer/", ORIGIN)).toEqual({ status: 200, meta: STATIC_PAGES.volunteer, jsonLd: [] });
  });

  it("answers malformed ids with the section's not-found page, without a database call", async () => {
    expect(await resolvePage("/directory/bad%20id", ORIGIN)).toMatchObject({
      status: 404,
      meta: NOT_FOUND_PAGES.business,
      noindex: true,
    });
    expect(await resolvePage("/events/%E0%A4%A", ORIGIN)).toMatchObject({ status: 404, meta: NOT_FOUND_PAGES.event });
  });
});

describe("fallbackPage", () => {
  it("uses the section's meta when the data is unreachable", () => {
    expect(fallbackPage("/directory/x").meta).toBe(STATIC_PAGES.directory);
    expect(fallbackPage("/event/x").meta).toBe(STATIC_PAGES.events);
    expect(fallbackPage("/").meta).toBe(STATIC_PAGES.home);
  });
});
