/**
 * What the directory page shows for its address (docs/product.md#directory): the query it accepts (one schema for
 * GET /api/directory and the server-rendered page) and the cards it renders, never the whole list.
 */
import * as z from "zod/mini";
import type { Business } from "./business";
import { BUSINESS_CATEGORIES, type BusinessCategory } from "./categories";
import { GROUP_LIMIT, RESULTS_PER_PAGE, isGrouped, readDirectoryQuery, type DirectoryQuery } from "./directory-query";
import type { AccessKey } from "./access";
import { addDays } from "./dates";
import { hoursCheckedAt, hoursFreshness, isOpenNow } from "./opening-hours";
import { siteWallClock } from "./site-clock";
import { scheduleWithin, type DistrictDayRef, type HoursException, type Season } from "./special-hours";
import { stripHtml, truncate } from "./text";
import type { WeeklyHours } from "./weekly-hours";

export type { DirectoryQuery } from "./directory-query";

const SUMMARY_CHARACTERS = 220;

/** GET /api/directory and the directory page: the rules are readDirectoryQuery's, so the browser needs no zod. */
export const directoryQuerySchema = z.pipe(
  z.record(z.string(), z.string({ error: "Each search parameter must appear once" })),
  z.transform((raw: Record<string, string>, ctx): DirectoryQuery => {
    const read = readDirectoryQuery(raw);
    if ("query" in read) return read.query;
    ctx.issues.push({ code: "custom", message: read.problem, path: [read.field], input: raw[read.field] });
    return z.NEVER;
  }),
);

/** A business as a card shows it: no description HTML, tags or timestamps. */
export interface BusinessSummary {
  id: string;
  name: string;
  category: BusinessCategory;
  subcategory: string;
  summary: string;
  image: string;
  website: string;
  address: string;
  /** Structured hours, or null (docs/product.md#hours). */
  hours: WeeklyHours | null;
  /** The special hours around the day it was served (CARD_DAYS), all a card's open-now label reads. */
  exceptions?: HoursException[];
  seasons?: Season[];
  unconfirmedDays?: DistrictDayRef[];
  /** When the hours were last confirmed (or the listing created): Open now doubts hours a year old. */
  hoursCheckedAt?: string;
  lat?: number;
  lng?: number;
}

/** The days around `today` a card's label may need: from yesterday (a range past midnight) to Open now's lookahead. */
const CARD_DAYS = { before: 1, after: 9 };

/** A card's business, with only the special hours around `today` (YYYY-MM-DD on the site's clock). */
export function businessSummary(b: Business, today: string): BusinessSummary {
  const special = scheduleWithin(b, addDays(today, -CARD_DAYS.before), addDays(today, CARD_DAYS.after));
  return {
    id: b.id,
    name: b.name,
    category: b.category,
    subcategory: b.subcategory,
    summary: truncate(b.excerpt || stripHtml(b.description), SUMMARY_CHARACTERS),
    image: b.image,
    website: b.website,
    address: b.address,
    hours: b.hours,
    ...(special.exceptions?.length ? { exceptions: special.exceptions } : {}),
    ...(special.seasons?.length ? { seasons: special.seasons } : {}),
    ...(special.unconfirmedDays?.length ? { unconfirmedDays: special.unconfirmedDays } : {}),
    hoursCheckedAt: hoursCheckedAt(b),
    ...(b.lat != null && b.lng != null ? { lat: b.lat, lng: b.lng } : {}),
  };
}

export interface DirectoryGroup {
  category: BusinessCategory;
  /** Every business in the category, however many the group carries. */
  count: number;
  businesses: BusinessSummary[];
}

/**
 * With an access filter: how many of the listings the other filters keep report that detail at all (Yes or No), so
 * a short list reads as "few have told us", not "few have it" (docs/product.md#access).
 */
interface AccessReporting {
  key: AccessKey;
  /** Listings the other filters keep that report the detail. */
  reporting: number;
  /** Listings the other filters keep. */
  of: number;
}

export type DirectoryResult =
  | { kind: "grouped"; total: number; groups: DirectoryGroup[]; pins: BusinessSummary[] }
  | {
      kind: "results";
      total: number;
      page: number;
      pageCount: number;
      businesses: BusinessSummary[];
      pins: BusinessSummary[];
      access?: AccessReporting;
    };

/** Open by its hours, and hours recent enough to say so: a year-old listing reads "Hours may have changed". */
function openNowForSure(b: Business, now: Date): boolean {
  return isOpenNow(b, now) && hoursFreshness(hoursCheckedAt(b), now) !== "stale";
}

/**
 * The page for `query`, from the businesses its text matched (all of them when there is none), in their order.
 * Open now is judged at `now`, special hours applied (a listing without structured hours never matches:
 * docs/decisions/0020-open-now.md); an access filter keeps the listings that report Yes. The map's pins are every
 * matching business with a position; they are small and the map shows them all.
 */
export function directoryResult(matched: Business[], query: DirectoryQuery, now: Date): DirectoryResult {
  const kept = matched.filter(
    (b) => (!query.category || b.category === query.category) && (!query.open || openNowForSure(b, now)),
  );
  const access = query.access;
  const shown = access ? kept.filter((b) => b.access?.[access]?.state === "yes") : kept;
  const today = siteWallClock(now).date;
  const cards = shown.map((b) => businessSummary(b, today));
  const pins = cards.filter((c) => c.lat !== undefined);
  if (isGrouped(query)) {
    const groups = BUSINESS_CATEGORIES.map((category) => {
      const inCategory = cards.filter((c) => c.category === category);
      return { category, count: inCategory.length, businesses: inCategory.slice(0, GROUP_LIMIT) };
    }).filter((g) => g.count > 0);
    return { kind: "grouped", total: cards.length, groups, pins };
  }
  const pageCount = Math.max(1, Math.ceil(cards.length / RESULTS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * RESULTS_PER_PAGE;
  return {
    kind: "results",
    total: cards.length,
    page,
    pageCount,
    businesses: cards.slice(start, start + RESULTS_PER_PAGE),
    pins,
    ...(access
      ? {
          access: {
            key: access,
            reporting: kept.filter((b) => b.access?.[access] !== undefined).length,
            of: kept.length,
          },
        }
      : {}),
  };
}
