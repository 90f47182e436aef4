import { LEGACY_BUSINESS_PREFIX, addressPattern, isUnder, pages } from "@main-street/domain/paths";

export interface NavItem {
  label: string;
  to: string;
  /** Other addresses the item is current on. */
  alsoOn?: (pathname: string) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  {
    label: "Directory",
    to: pages.directory.href(),
    alsoOn: (pathname) => pathname.startsWith(pages.directory.path) || pathname.startsWith(LEGACY_BUSINESS_PREFIX),
  },
  {
    label: "Events",
    to: pages.events.href(),
    alsoOn: (pathname) => addressPattern(pages.eventAlias.path, false).test(pathname),
  },
  { label: "Historic District", to: pages.historicDistrict.href() },
  { label: "Volunteer", to: pages.volunteer.href() },
  { label: "Bingo", to: pages.bingo.href() },
  { label: "Main Street America", to: pages.mainStreetAmerica.href() },
  { label: "Sponsor", to: pages.sponsor.href() },
];

/** docs/product.md#header-footer: Directory also on /business… paths, Events also on /event/{id}. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return isUnder(item.to, pathname) || (item.alsoOn?.(pathname) ?? false);
}
