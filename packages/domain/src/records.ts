import type { z } from "zod";
import { bingoSquareInputSchema } from "./bingo";
import { businessInputSchema } from "./business";
import { eventInputSchema, eventUpdateSchema } from "./event";

/**
 * What the API and the admin screens both know about a kind of record the admins manage (docs/product.md#admin):
 * its names, where it is stored and served, and the schemas its writes are checked with. The API builds its
 * repository and admin routes from one (functions/src/records), the admin screens their tab, dialogs and edit
 * screen (web/src/features/admin/records); docs/decisions/0023-record-descriptors.md.
 */
export interface RecordKind<Data extends object = object, Update extends object = object> {
  /** 'Business': in titles, buttons, toasts and error messages ('Add Business', 'Business not found.'). */
  label: string;
  /** 'Businesses': the admin tab and its list. */
  plural: string;
  /** The Firestore collection, and the path under /api (public reads) and /api/admin (writes). */
  collection: string;
  /** POST /api/admin/{collection} and the Add dialog. */
  inputSchema: z.ZodType<Data>;
  /** PUT /api/admin/{collection}/{id} and the edit screen: omitted fields keep their value where it allows that. */
  updateSchema: z.ZodType<Update>;
}

/** Where the public API serves the kind's list (`GET`) and each record (`GET …/{id}`). */
export function publicApiPath(kind: RecordKind): string {
  return `/api/${kind.collection}`;
}

/** Where admins create (`POST`), and change or delete (`PUT`/`DELETE …/{id}`), records of the kind. */
export function adminApiPath(kind: RecordKind, id?: string): string {
  const base = `/api/admin/${kind.collection}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
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
  inputSchema: businessInputSchema,
  updateSchema: businessInputSchema,
} as const satisfies RecordKind;

/** The selfie-bingo card's squares (docs/decisions/0021-selfie-bingo.md): an edit sends the whole square again. */
export const bingoSquareKind = {
  label: "Bingo Square",
  plural: "Bingo Squares",
  collection: "bingo-squares",
  inputSchema: bingoSquareInputSchema,
  updateSchema: bingoSquareInputSchema,
} as const satisfies RecordKind;
