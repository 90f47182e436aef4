/**
 * What a server-rendered page's cached HTML is keyed by (web/src/entry-server.tsx `pageCacheKey`, read by
 * render-page.ts): its path without a trailing slash, only the query parameters its route reads, in the route's
 * order, and the clock it depends on. Every public route is listed with the parameters it must keep, written out
 * here. It reads the built server renderer, as the function does, so it runs after the build with the stack tests.
 * (A malformed escape in a path is answered 404 before any page: http/undecodable-path.stack.test.ts.)
 */
import { pages } from "@main-street/domain/paths";
import { serverEntry } from "./renderer";

const key = (address: string) => {
  const url = new URL(address, "https://site.example");
  return serverEntry().pageCacheKey(url.pathname, url.searchParams);
};

/** Every public page with a query that sets every parameter anyone might send, and what its key keeps. */
const ALL =
  "q=pie&category=Arts&open=1&page=2&view=map&business=blue-plate-diner&date=2026-12-05&utm_source=x&fbclid=y";

describe("the page cache's key", () => {
  it.each([
    ["/", "/", "minute"],
    ["/directory", "/directory?q=pie&category=Arts&open=1&page=2&view=map", "minute"],
    ["/directory/blue-plate-diner", "/directory/blue-plate-diner", "minute"],
    ["/events", "/events?business=blue-plate-diner&category=Arts", "day"],
    ["/events/farmers-market", "/events/farmers-market?date=2026-12-05", "day"],
    ["/this-week", "/this-week", "day"],
    ["/bingo", "/bingo", "day"],
  ])("%s keeps only the parameters it reads", async (path, expected, clock) => {
    expect(await key(`${path}?${ALL}`)).toEqual({ key: expected, clock, canonical: path });
  });

  it("keeps no parameter on any other public page", async () => {
    const kept: Record<string, string> = {
      "/directory": "?q=pie&category=Arts&open=1&page=2&view=map",
      "/events": "?business=blue-plate-diner&category=Arts",
      "/events/:id": "?date=2026-12-05",
    };
    const publicPages = Object.values(pages).filter(
      (page) => !/^\/(admin|owner|profile|login)\b/.test(page.path) && page.path !== "/event/:id",
    );
    expect(publicPages.length).toBeGreaterThanOrEqual(13);
    for (const page of publicPages) {
      const path = page.path.replace(":id", "some-id");
      expect([page.path, (await key(`${path}?${ALL}`)).key]).toEqual([page.path, path + (kept[page.path] ?? "")]);
    }
  });

  it("keeps ?business alone, so each business's events page is its own", async () => {
    expect(await key("/events?business=spillway-books")).toEqual({
      key: "/events?business=spillway-books",
      clock: "day",
      canonical: "/events",
    });
    expect((await key("/events?business=a")).key).not.toBe((await key("/events?business=b")).key);
    expect(await key("/events?category=Arts&business=a")).toEqual({
      key: "/events?business=a&category=Arts",
      clock: "day",
      canonical: "/events",
    });
  });

  it("keeps ?week alone on /this-week, so each weekly e-mail's web copy is its own page", async () => {
    expect(await key(`/this-week?week=2026-W23&${ALL}`)).toEqual({
      key: "/this-week?week=2026-W23",
      clock: "day",
      canonical: "/this-week",
    });
    expect((await key("/this-week?week=2026-W23")).key).not.toBe((await key("/this-week?week=2026-W24")).key);
  });

  it("drops empty parameters and keeps the first of a repeated one", async () => {
    expect((await key("/directory?q=&category=&page=3")).key).toBe("/directory?page=3");
    expect((await key("/directory?q=a&q=b")).key).toBe("/directory?q=a");
  });

  it("is the same with or without a trailing slash", async () => {
    for (const path of ["/directory", "/events", "/this-week", "/directory/blue-plate-diner"]) {
      expect([path, (await key(`${path}/`)).key, (await key(`${path}//?${ALL}`)).key]).toEqual([
        path,
        path,
        (await key(`${path}?${ALL}`)).key,
      ]);
    }
  });

  it("gives an unknown page the 404 page's key, reading no parameter", async () => {
    expect(await key(`/nowhere?${ALL}`)).toMatchObject({ key: "/nowhere", clock: "day" });
    expect(await key("/directory/a/b?q=pie")).toMatchObject({ key: "/directory/a/b", clock: "day" });
  });
});
