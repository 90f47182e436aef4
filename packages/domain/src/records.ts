import type { z } from "zod";
import { api } from "./paths";
import { calendarSourceRecordSchema } from "./calendar-sources";
import { bingoSquareInputSchema } from "./bingo";
import { businessInputSchema } from "./business";
import { eventInputSchema, eventUpdateSchema } from "./event";
import {
  bingoSquareRecordSchema,
  businessRecordSchema,
  claimRecordSchema,
  confirmLinkRecordSchema,
  districtDayRecordSchema,
  historyEntryRecordSchema,
  inboxItemRecordSchema,
  ownerRecordSchema,
  revisionRecordSchema,
  userRecordSchema,
} from "./records-stored";

/**
 * One descriptor per record type the site stores (docs/decisions/0023-record-descriptors.md): its names, where it is
 * stored, and the schema its stored documents are read with. The API builds each type's repository from one
 * (functions/src/records), the admin screens their list and edit (web/src/features/admin/records).
 */
export interface RecordType<R extends { id: string } = { id: string }> {
  /** 'Business': in titles, buttons, toasts and error messages ('Add Business', 'Business not found.'). */
  label: string;
  /** 'Businesses': the admin tab and its list. */
  plural: string;
  /** The Firestore collection (for the kinds admins manage, also the path under /api and /api/admin). */
  collection: string;
  /** How a stored document (its data with its id) reads as the record the API serves (records-stored.ts). */
  schema: z.ZodType<R>;
}

/**
 * A record type the admins create, change and delete through the generic admin routes and screens. Events are read
 * by their own repository's `fromDoc` (functions/src/events/repository.ts), so their schema may be absent.
 */
export interface RecordKind<
  Data extends object = object,
  Update extends object = object,
  R extends { id: string } = { id: string },
> extends Omit<RecordType<R>, "schema"> {
  schema?: z.ZodType<R>;
  /** POST /api/admin/{collection} and the Add dialog. */
  inputSchema: z.ZodType<Data>;
  /** PUT /api/admin/{collection}/{id} and the edit screen: omitted fields keep their value where it allows that. */
  updateSchema: z.ZodType<Update>;
}

/** Where the public API serves the kind's list (`GET`) and each record (`GET …/{id}`). */
export function publicApiPath(kind: RecordKind): string {
  return api.records.href(kind.collection);
}

/** Where admins create (`POST`), and change or delete (`PUT` or `DELETE …/{id}`), records of the kind. */
export function adminApiPath(kind: RecordKind, id?: string): string {
  return id === undefined ? api.admin.records.href(kind.collection) : api.admin.record.href(kind.collection, id);
}

/** The community events (docs/product.md#forms: the edit screen may leave fields out, which keep their value). */
export const eventKind = {
  label: "Event",
  plural: "Events",
  collection: "events",
  inputSchema: eventInputSchema,
  updateSchema: eventUpdateSchema,
} as const satisfies RecordKind;

/** The directory's businesses: an edit sends the whole record again, checked like a new one. */
export const businessKind = {
  label: "Business",
  plural: "Businesses",
  collection: "businesses",
  schema: businessRecordSchema,
  inputSchema: businessInputSchema,
  updateSchema: businessInputSchema,
} as const satisfies RecordKind & RecordType;

/** The selfie-bingo card's squares (docs/decisions/0021-selfie-bingo.md): an edit sends the whole square again. */
export const bingoSquareKind = {
  label: "Bingo Square",
  plural: "Bingo Squares",
  collection: "bingo-squares",
  schema: bingoSquareRecordSchema,
  inputSchema: bingoSquareInputSchema,
  updateSchema: bingoSquareInputSchema,
} as const satisfies RecordKind & RecordType;

/** A record type staff see but don't manage as a kind: its names, its collection and its stored documents' schema. */
function recordType<const C extends string, R extends { id: string }>(
  label: string,
  plural: string,
  collection: C,
  schema: z.ZodType<R>,
): RecordType<R> & { collection: C } {
  return { label, plural, collection, schema };
}

/** What the public sent, as the staff inbox lists it (docs/decisions/0026-staff-inbox.md). */
export const inboxItemType = recordType("Inbox item", "Inbox items", "inbox", inboxItemRecordSchema);

/** Ownership claims (docs/product.md#owners): submissions, listed and decided in the inbox. */
export const claimType = recordType("Ownership claim", "Ownership claims", "business_claims", claimRecordSchema);

/** Owners' proposed listing changes: submissions, reviewed and decided in the inbox. */
export const revisionType = recordType("Listing change", "Listing changes", "business_revisions", revisionRecordSchema);

/** Every live change to a listing, listed (and restored from) under the business's edit screen. */
export const historyType = recordType("History entry", "History", "business_history", historyEntryRecordSchema);

/** Who owns which listing, listed (and removed) under the business's edit screen. */
export const ownerType = recordType("Owner", "Owners", "business_owners", ownerRecordSchema);

/** Signed-in accounts' profiles and roles, listed in the Users tab (docs/product.md#roles). */
export const userType = recordType("User", "Users", "users", userRecordSchema);

/** The reminders' "still correct" links: read only by the API, never listed (docs/product.md#owners). */
export const confirmLinkType = recordType("Link", "Links", "hours_confirm_links", confirmLinkRecordSchema);

/** Calendars events are imported from (docs/product.md#importing-calendars), listed in the Calendars tab. */
export const calendarSourceType = recordType("Calendar", "Calendars", "calendar-sources", calendarSourceRecordSchema);

/** Days the whole district marks (docs/product.md#district-days), listed in the District days tab. */
export const districtDayType = recordType("District day", "District days", "district_days", districtDayRecordSchema);

/** Every record type staff see, each once: the registries of the API and the admin screens cover exactly these. */
export const RECORD_TYPES = [
  eventKind,
  businessKind,
  bingoSquareKind,
  inboxItemType,
  claimType,
  revisionType,
  historyType,
  ownerType,
  userType,
  calendarSourceType,
  districtDayType,
] as const;
export type RecordCollection = (typeof RECORD_TYPES)[number]["collection"];
