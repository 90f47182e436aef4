import { NOT_FOUND_ROUTE, PUBLIC_ROUTES, matchPublicRoute, pageSearch } from "./route-table";

const route = (path: string) => PUBLIC_ROUTES.find((r) => r.path === path)!;

describe("the public route table", () => {
  it("matches every route, with or without a trailing slash", () => {
    for (const { path } of PUBLIC_ROUTES.filter((r) => !r.path.includes(":"))) {
      expect(matchPublicRoute(path).route.path).toBe(path);
      if (path !== "/") expect(matchPublicRoute(`${path}/`).route.path).toBe(path);
    }
  });

  it("decodes a detail page's id", () => {
    expect(matchPublicRoute("/directory/blue%2Dplate")).toEqual({
      route: route("/directory/:id"),
      params: { id: "blue-plate" },
    });
    expect(matchPublicRoute("/event/art-walk").route).toBe(route("/event/:id"));
  });

  it("answers the 404 route for other paths, a malformed escape among them", () => {
    for (const path of ["/nowhere", "/directory/a/b", "/directory/%E0%A4%A", "/events/"]) {
      expect(matchPublicRoute(path).route).toBe(path === "/events/" ? route("/events") : NOT_FOUND_ROUTE);
    }
  });

  it("keys a page's HTML by the parameters it reads, in a fixed order, and no others", () => {
    const search = new URLSearchParams("utm_source=x&view=map&q=pie&page=2&category=");
    expect(pageSearch(route("/directory"), search)).toBe("q=pie&page=2&view=map");
    expect(pageSearch(route("/events"), new URLSearchParams("q=1"))).toBe("");
  });

  it("hydrates bingo at once: it shows what the browser stored", () => {
    expect(PUBLIC_ROUTES.filter((r) => r.hydrateAtOnce).map((r) => r.path)).toEqual(["/bingo"]);
  });
});
