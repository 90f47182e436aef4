/**
 * How each record type's stored document reads back (docs/decisions/0043-two-form-mechanisms-and-parsed-reads.md):
 * the API parses every document it reads with its type's schema (records.ts), at the repository, instead of
 * coercing fields one by one. The document's id comes in as `id`; fields it doesn't name are dropped, so nothing
 * stored beside a record (a counter, a sender's address) is served by accident.
 *
 * A field missing from an older document, or of the wrong type, reads as its empty value; a document the schema
 * can't read as that type at all (an unknown category, state or type) is left out, and the repository logs its id.
 */
import { z } from "zod";
import { weeklyHoursSchema, type Business } from "./business";
import type { BingoSquare } from "./bingo";
import { BUSINESS_CATEGORIES } from "./categories";
import { INBOX_STATUSES, INBOX_TYPES, type InboxItem, type InboxStatus, type InboxType } from "./inbox";
import {
  HISTORY_SOURCES,
  TRAIL_FIELDS,
  ownerChanges,
  type BusinessOwner,
  type Claim,
  type FieldChange,
  type HistoryEntry,
  type Revision,
} from "./owners";
import { opensSomeDay } from "./weekly-hours";
import { exceptionSchema, seasonSchema } from "./special-hours-schema";
import { accessDetailSchema } from "./access-schema";
import { ACCESS_KEYS, type AccessDetails } from "./access";
import { DEFAULT_TIMEZONE, ROLES, TIMEZONES, type TimeZoneId, type User } from "./user";
import type { DistrictDay } from "./district-days";
import { toIsoDate } from "./dates";

/** Firestore Timestamps (anything with toDate), Dates and ISO text, as ISO text; null for anything else. */
function isoOf(value: unknown): string | null {
  if (value && typeof (value as { toDate?: unknown }).toDate === "function") {
    return (value as { toDate(): Date }).toDate().toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  return typeof value === "string" ? value : null;
}

const EPOCH = new Date(0).toISOString();
/** An instant; a document without one reads as the epoch. */
export const instant = z
  .unknown()
  .optional()
  .transform((v) => isoOf(v) ?? EPOCH);
/** An instant that may be unset (null). */
export const maybeInstant = z
  .unknown()
  .optional()
  .transform((v) => (v ? isoOf(v) : null));
export const text = z.string().catch("");
const texts = z.array(z.string()).catch([]);
const enumOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);

/**
 * Hours as stored: a week that opens, else none. Text hours (from before every listing had a week) are never read as
 * a closed week: they become the note, unless the listing has a note of its own.
 */
function storedHours(hours: unknown, note: string): Pick<Business, "hours" | "hoursNote"> {
  const week = weeklyHoursSchema.safeParse(hours);
  const text = typeof hours === "string" ? hours.trim() : "";
  return { hours: week.success && opensSomeDay(week.data) ? week.data : null, hoursNote: note || text };
}

/** A stored list read item by item: an entry that can't be read is left out, the others kept. */
function readableItems<T>(item: z.ZodType<T>) {
  return z
    .unknown()
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : []).flatMap((entry) => {
        const read = item.safeParse(entry);
        return read.success ? [read.data] : [];
      }),
    );
}

/** Access details as stored: the known features that read as Yes or No; anything else is not reported. */
const storedAccess = z
  .unknown()
  .optional()
  .transform((value): AccessDetails => {
    const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
    const out: AccessDetails = {};
    for (const key of ACCESS_KEYS) {
      const read = accessDetailSchema.safeParse(raw[key]);
      if (read.success && read.data.state !== "unknown") out[key] = { state: read.data.state, note: read.data.note };
    }
    return out;
  });

/** Both coordinates or neither (docs/decisions/0022-district-map.md). */
const coordinate = z.number().nullable().catch(null);

export const businessRecordSchema = z
  .object({
    id: z.string(),
    name: text,
    category: z.enum(BUSINESS_CATEGORIES),
    subcategory: text,
    description: text,
    excerpt: text,
    website: text,
    phone: text,
    email: text,
    address: text,
    // The week, the older list of ranges (read as the week), or older hours written as text (docs/product.md#hours).
    hours: z.unknown().optional(),
    hoursNote: text.optional(),
    exceptions: readableItems(exceptionSchema),
    seasons: readableItems(seasonSchema),
    access: storedAccess,
    image: text,
    tags: texts,
    featured: z.enum(["true", "false"]).catch("false"),
    lat: coordinate,
    lng: coordinate,
    hoursConfirmedAt: maybeInstant,
    createdAt: instant,
    updatedAt: maybeInstant,
  })
  .transform(({ lat, lng, updatedAt, hours, hoursNote, ...b }): Business => ({
    ...b,
    ...storedHours(hours, hoursNote ?? ""),
    ...(lat !== null && lng !== null ? { lat, lng } : { lat: null, lng: null }),
    updatedAt: updatedAt ?? b.createdAt,
  }));

export const bingoSquareRecordSchema = z.object({
  id: z.string(),
  title: text,
  hint: text,
  image: text,
  order: z.number().catch(0),
}) satisfies z.ZodType<BingoSquare>;

const NOTICE_STATES = ["pending", "sent", "retrying", "failed", "off", "held"] as const;
const decisionSchema = z.union([
  z.object({ state: z.literal("approved"), eventId: z.string() }),
  z.object({ state: z.literal("approved") }),
  z.object({ state: z.literal("declined"), note: text }),
]);

export const inboxItemRecordSchema = z.object({
  id: z.string(),
  type: enumOf(Object.keys(INBOX_TYPES) as InboxType[]),
  status: enumOf(Object.keys(INBOX_STATUSES) as InboxStatus[]),
  createdAt: instant,
  name: text,
  email: text,
  phone: text,
  summary: text,
  fields: z.array(z.object({ label: text, value: text })).catch([]),
  notice: z
    .object({ state: z.enum(NOTICE_STATES).catch("off"), attempts: z.number().catch(0) })
    .catch({ state: "off", attempts: 0 }),
  expireAt: maybeInstant,
  decision: decisionSchema.nullable().catch(null),
  business: z.object({ id: z.string(), name: text }).nullable().catch(null),
}) satisfies z.ZodType<InboxItem>;

export const claimRecordSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: text,
  uid: z.string(),
  email: text,
  name: text,
  role: text,
  contact: text,
  note: text,
  state: z.enum(["pending", "approved", "declined"]),
  reason: text,
  createdAt: instant,
}) satisfies z.ZodType<Claim>;

export const revisionRecordSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  uid: z.string(),
  email: text,
  state: z.enum(["pending", "approved", "declined", "superseded"]),
  createdAt: instant,
  base: text,
  changes: ownerChanges,
  reason: text,
}) satisfies z.ZodType<Revision>;

/** One field's change; a change of a field the history doesn't know is left out of its entry. */
const fieldChangeSchema = z
  .object({
    field: z.enum(TRAIL_FIELDS),
    from: z.unknown().optional(),
    to: z.unknown().optional(),
  })
  .transform((c): FieldChange => ({ field: c.field, from: c.from ?? null, to: c.to ?? null }));

export const historyEntryRecordSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  at: instant,
  by: text,
  source: z.enum(HISTORY_SOURCES),
  changes: z
    .array(fieldChangeSchema.nullable().catch(null))
    .catch([])
    .transform((changes) => changes.filter((c): c is FieldChange => c !== null)),
}) satisfies z.ZodType<HistoryEntry>;

export const ownerRecordSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  uid: z.string(),
  email: text,
  name: text,
  since: instant,
  /** When the next "still correct" reminder is due (functions/src/owners/reminders.ts). */
  nextReminderAt: maybeInstant,
}) satisfies z.ZodType<BusinessOwner>;

/** A "still correct" link (functions/src/owners/reminders.ts): single use, until it expires. */
export const confirmLinkRecordSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  uid: z.string(),
  email: text,
  expiresAt: instant,
  usedAt: maybeInstant,
});

/** A district day (docs/product.md#district-days): a name and a real date, or nothing to read. */
export const districtDayRecordSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  date: z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && toIsoDate(v) === v),
  askAccess: z.boolean().catch(false),
  createdAt: instant,
  by: text,
  asked: z.number().catch(0),
}) satisfies z.ZodType<DistrictDay>;

export const userRecordSchema = z
  .object({
    id: z.string(),
    email: text,
    firstName: text,
    lastName: text,
    profileImageUrl: text,
    role: z.enum(ROLES).catch("user"),
    timezone: enumOf(Object.keys(TIMEZONES) as TimeZoneId[]).catch(DEFAULT_TIMEZONE),
    createdAt: instant,
    updatedAt: maybeInstant,
  })
  .transform(({ updatedAt, ...user }): User => ({ ...user, updatedAt: updatedAt ?? user.createdAt }));
