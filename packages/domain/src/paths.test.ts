/**
 * The address registry: every `href` encodes what it is given, so the address it writes is one of its own `path`
 * pattern's, each parameter one segment. Round trips through the real matchers: web/src/app/addresses.test.ts
 * (React Router) and functions/src/http/paths.test.ts (Express).
 */
import {
  addressPattern,
  api,
  files,
  fill,
  isUnder,
  pages,
  relativeTo,
  STATIC_PUBLIC_PATHS,
  type Address,
} from "./paths";

type AnyAddress = Address<string[]>;

/** Every address in a registry group, by its name (`api.admin.inbox.item`). */
function addresses(group: object, name: string): [string, AnyAddress][] {
  return Object.entries(group).flatMap(([key, value]): [string, AnyAddress][] => {
    if (typeof value !== "object" || value === null) return [];
    if ("href" in value) return [[`${name}.${key}`, value as AnyAddress]];
    return addresses(value, `${name}.${key}`);
  });
}

const ALL = [...addresses(pages, "pages"), ...addresses(api, "api"), ...addresses(files, "files")];

/** Values an id may hold that an address must carry encoded. */
const AWKWARD = ["a/b", "what?", "#top", "two words", "café ☕", "100%", "a.b", "x&y=z", "😀/🙂"];

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

describe("the address registry", () => {
  it("holds the pages and endpoints the site serves", () => {
    expect(ALL.length).toBeGreaterThan(60);
    expect(new Set(ALL.map(([, address]) => address.path)).size).toBe(ALL.length);
  });

  it.each(ALL)("%s writes an address its own pattern matches", (_name, address) => {
    const names = paramNames(address.path);
    for (const value of AWKWARD) {
      const href = address.href(...names.map((_, i) => `${value}${i}`));
      expect(href).not.toMatch(/[\s#]/);
      expect(addressPattern(address.path).test(href.split("?")[0]!)).toBe(true);
    }
  });

  it.each(ALL)("%s writes each parameter as one segment", (_name, address) => {
    const names = paramNames(address.path);
    const href = address.href(...names.map(() => "a/b"));
    expect(href.split("/")).toHaveLength(address.path.split("/").length);
  });

  it.each([
    ["pages.event", pages.event.href("a/b", "2030-01-05"), { date: "2030-01-05" }],
    ["pages.login", pages.login.href("/events?x=1#y"), { returnTo: "/events?x=1#y" }],
    [
      "pages.directory",
      pages.directory.href({ q: "fish & chips", category: "coffee" }),
      { q: "fish & chips", category: "coffee" },
    ],
    ["pages.events", pages.events.href({ business: "a/b c" }), { business: "a/b c" }],
    ["pages.admin", pages.admin.href({ tab: "inbox", item: "a/b?c" }), { tab: "inbox", item: "a/b?c" }],
    ["api.login", api.login.href("/owner/businesses/a%2Fb"), { returnTo: "/owner/businesses/a%2Fb" }],
    ["api.eventCalendar", api.eventCalendar.href("x", "2030-01-05"), { date: "2030-01-05" }],
    ["api.eventQr", api.eventQr.href("x", "2030-01-05"), { date: "2030-01-05" }],
    ["api.businessSearch", api.businessSearch.href("#1 diner"), { q: "#1 diner" }],
    ["api.admin.inbox.list", api.admin.inbox.list.href({ view: "open", q: "a&b" }), { view: "open", q: "a&b" }],
  ])("%s puts its query in the query string, encoded", (_name, href, query) => {
    expect(href).not.toMatch(/[\s#]/);
    expect(Object.fromEntries(new URL(href, "https://site.example").searchParams)).toEqual(query);
  });

  it.each([
    ["pages.ownerConfirmHours", pages.ownerConfirmHours.href("id.sig+/=")],
    ["pages.ownerMonthlySummary", pages.ownerMonthlySummary.href("id.sig+/=")],
  ])("%s carries its token in the fragment, which no request sends", (_name, href) => {
    const url = new URL(href, "https://site.example");
    expect(url.search).toBe("");
    expect(new URLSearchParams(url.hash.slice(1)).get("token")).toBe("id.sig+/=");
  });

  it("leaves out empty query values", () => {
    expect(pages.event.href("x")).toBe("/events/x");
    expect(pages.directory.href({ q: "", category: undefined })).toBe("/directory");
    expect(pages.login.href()).toBe("/login");
  });

  it("lists the public pages without parameters for the sitemap", () => {
    expect(STATIC_PUBLIC_PATHS).toContain(pages.home.path);
    expect(STATIC_PUBLIC_PATHS.some((path) => path.includes(":"))).toBe(false);
  });
});

describe("the registry's helpers", () => {
  it("names an address relative to where a router is mounted", () => {
    expect(relativeTo(api.path, api.event.path)).toBe("/events/:id");
    expect(relativeTo(api.admin.path, api.admin.inbox.item.path)).toBe("/inbox/:id");
    expect(relativeTo(api.events.path, api.events.path)).toBe("/");
    expect(() => relativeTo(api.admin.path, api.events.path)).toThrow(/not under/);
    expect(() => relativeTo(api.path, "/apix/events")).toThrow(/not under/);
  });

  it("fills some parameters of a pattern, encoded, and leaves the others", () => {
    expect(fill(api.admin.record.path, { collection: "bingo-squares" })).toBe("/api/admin/bingo-squares/:id");
    expect(fill(api.admin.inbox.decision.path, { what: "claim", verdict: "a/b" })).toBe(
      "/api/admin/inbox/:id/claim/a%2Fb",
    );
  });

  it("matches the addresses of a pattern, one segment per parameter", () => {
    expect(addressPattern(api.claim.path).test("/api/businesses/x%2Fy/claim")).toBe(true);
    expect(addressPattern(api.claim.path).test("/api/businesses/x/y/claim")).toBe(false);
    expect(addressPattern(api.eventCalendar.path).test("/api/events/a.b.ics")).toBe(true);
    expect(addressPattern(api.eventCalendar.path).test("/api/events/abcics")).toBe(false);
    expect(addressPattern(api.upload.path, false).test("/api/uploads/abc/more")).toBe(true);
  });

  it("tells an address under a base from one that only starts like it", () => {
    expect(isUnder(pages.events.path, "/events")).toBe(true);
    expect(isUnder(pages.events.path, "/events/x")).toBe(true);
    expect(isUnder(pages.events.path, "/eventsx")).toBe(false);
  });
});
