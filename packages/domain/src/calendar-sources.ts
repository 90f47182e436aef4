/**
 * Calendars the site imports events from (docs/product.md#importing-calendars): a calendar file's address, the
 * business that hosts its events, their default category, and whether they are published at once or sent to the
 * staff inbox; with the last import's record. Staff add any number; an owner one per business they own, always
 * sent to the inbox.
 */
import { z } from "zod";
import { optionalText } from "./fields";
import { hostBusinessField } from "./event";
import { instant, maybeInstant, text } from "./records-stored";

export const CALENDAR_MODES = { publish: "Publish automatically", inbox: "Send to the inbox" } as const;
export type CalendarMode = keyof typeof CALENDAR_MODES;
const MODE_IDS = Object.keys(CALENDAR_MODES) as [CalendarMode, ...CalendarMode[]];

const ADDRESS_MESSAGE = "Enter the calendar's address, starting with https://";

/**
 * A calendar file's address: http(s), or webcal (a subscription link, read over https). Where it may point (never
 * at the site's own machines) is checked when it is read (functions/src/calendar-import/fetch-calendar.ts).
 */
const calendarAddressField = z
  .string({ error: "Calendar address is required" })
  .trim()
  .min(1, { error: "Calendar address is required" })
  .max(2000, { error: "Calendar address must be at most 2000 characters" })
  .transform((value, ctx) => {
    const address = value.replace(/^webcals?:\/\//i, "https://");
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      ctx.addIssue({ code: "custom", message: ADDRESS_MESSAGE });
      return z.NEVER;
    }
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname || url.username || url.password) {
      ctx.addIssue({ code: "custom", message: ADDRESS_MESSAGE });
      return z.NEVER;
    }
    return url.href;
  });

/** POST /api/admin/calendar-sources and PUT …/{id}: the whole source each time. */
export const calendarSourceInputSchema = z.object({
  address: calendarAddressField,
  hostBusinessId: hostBusinessField.optional().transform((v) => v ?? ""),
  category: optionalText("Default category", 60),
  mode: z.enum(MODE_IDS, { error: "Choose Publish automatically or Send to the inbox" }),
});
export type CalendarSourceInput = z.input<typeof calendarSourceInputSchema>;
export type CalendarSourceData = z.output<typeof calendarSourceInputSchema>;

/** PUT /api/owner/businesses/{id}/calendar: an owner names the address; the rest is the business's and the inbox. */
export const ownerCalendarSchema = z.object({ address: calendarAddressField });

/** One import of a source: when, what it changed, and what went wrong (a source that can't be read changes nothing). */
export interface CalendarRun {
  /** ISO instant. */
  at: string;
  /** Events published new. */
  added: number;
  /** Published events changed to match their calendar. */
  updated: number;
  /** Events marked cancelled (gone from their calendar, or cancelled there). */
  cancelled: number;
  /** New events and changes sent to the staff inbox for review. */
  inbox: number;
  /** Why the calendar could not be read ('' when it was). */
  error: string;
  /** What was left out and why. */
  warnings: string[];
}

export interface CalendarSource extends CalendarSourceData {
  id: string;
  /** The owner who added it for their business ('' for staff's). */
  ownerUid: string;
  /**
   * Which ledger its events are remembered in ('' for the first): an owner's calendar given a new address starts a
   * new one, so another calendar's UIDs can't reach the events the old one made.
   */
  ledger: string;
  lastRun: CalendarRun | null;
  createdAt: string;
  updatedAt: string;
}

const count = z.number().int().min(0).catch(0);
const runSchema = z.object({
  at: instant,
  added: count,
  updated: count,
  cancelled: count,
  inbox: count,
  error: text,
  warnings: z.array(z.string()).catch([]),
}) satisfies z.ZodType<CalendarRun>;

/** How a stored source reads back (docs/decisions/0043): an unknown mode can't be read as a source at all. */
export const calendarSourceRecordSchema = z
  .object({
    id: z.string(),
    address: text,
    hostBusinessId: text,
    category: text,
    mode: z.enum(MODE_IDS),
    ownerUid: text,
    ledger: text,
    lastRun: runSchema.nullable().catch(null),
    createdAt: instant,
    updatedAt: maybeInstant,
  })
  .transform(({ updatedAt, ...source }): CalendarSource => ({ ...source, updatedAt: updatedAt ?? source.createdAt }));

/** An imported event's fields as staff review them, side by side (docs/product.md#importing-calendars). */
export interface ImportedFieldsView {
  title: string;
  /** "Friday, December 18, 2026" and its span or time ("Fri 6 PM – Sun 2 PM"). */
  when: string;
  location: string;
  /** A series' rule in words; '' for one date. */
  repeats: string;
  /** Sanitised HTML, with its link and image addresses. */
  description: string;
  cancelled: boolean;
}

/**
 * GET /api/admin/inbox/{id}/import: what an import item would change: the calendar's version (`version`, which
 * approving names, so staff publish what they saw) beside the event as it is on the site (null for a new one).
 */
export interface ImportReview {
  kind: "new" | "change" | "cancel";
  version: string;
  proposed: ImportedFieldsView;
  current: ImportedFieldsView | null;
}

/** PUT /api/admin/inbox/{id}/import/approve: the version staff reviewed. */
export const importApprovalSchema = z.object({
  version: z
    .string({ error: "Open the item again: the version you reviewed is missing" })
    .min(1, { error: "Open the item again: the version you reviewed is missing" })
    .max(200),
});
