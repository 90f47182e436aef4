import { pages } from "@main-street/domain/paths";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;

describe("the navigation's current item (docs/product.md#header-footer)", () => {
  it.each([
    ["Directory", pages.directory.href()],
    ["Directory", pages.business.href("a/b")],
    ["Directory", "/business-listing"],
    ["Events", pages.events.href()],
    ["Events", pages.event.href("x", "2030-01-04").split("?")[0]!],
    ["Events", pages.eventAlias.href("x")],
    ["Volunteer", pages.volunteer.href()],
  ])("marks %s on %s", (label, pathname) => {
    expect(isNavItemActive(item(label), pathname)).toBe(true);
  });

  it.each([
    ["Events", "/eventsx"],
    ["Events", pages.directory.href()],
    ["Volunteer", "/volunteers"],
    ["Directory", pages.events.href()],
  ])("leaves %s unmarked on %s", (label, pathname) => {
    expect(isNavItemActive(item(label), pathname)).toBe(false);
  });

  it("links each item to its page", () => {
    expect(NAV_ITEMS.map((i) => i.to)).toEqual([
      "/directory",
      "/events",
      "/historic-district",
      "/volunteer",
      "/bingo",
      "/main-street-america",
      "/sponsor",
    ]);
  });
});
