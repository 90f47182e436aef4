export interface NavItem {
  label: string;
  to: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: "Directory", to: "/directory" },
  { label: "Events", to: "/events" },
  { label: "Historic District", to: "/historic-district" },
  { label: "Volunteer", to: "/volunteer" },
  { label: "Bingo", to: "/bingo" },
  { label: "Main Street America", to: "/main-street-america" },
  { label: "Sponsor", to: "/sponsor" },
];

/** docs/product.md#header-footer: Directory also on /business… paths, Events also on /event/{id}. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === "/directory") return pathname.startsWith("/directory") || pathname.startsWith("/business");
  if (item.to === "/events")
    return pathname === "/events" || pathname.startsWith("/events/") || pathname.startsWith("/event/");
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
