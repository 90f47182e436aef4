/**
 * POST /api/stats (docs/product.md#listing-statistics): the beacon as the API accepts it. Anything else is refused
 * with 400 and counts nothing: unknown fields, an id that can't be a record's, the same listing twice, more than one
 * listing for a kind that counts one.
 */
import * as z from "zod/mini";
import { BEACON_COUNTERS, MAX_BEACON_IDS, type Beacon, type BeaconKind } from "./listing-beacon";

/** crypto.randomUUID()'s form (version 4), as the page makes it. */
const VIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A record id as the site makes them (Firestore's, or a seed's slug). */
const RECORD_ID = /^[A-Za-z0-9_-]{1,128}$/;

const KINDS = Object.keys(BEACON_COUNTERS) as [BeaconKind, ...BeaconKind[]];

export const beaconSchema: z.ZodMiniType<Beacon> = z
  .strictObject({
    view: z.string().check(z.regex(VIEW_ID, { error: "Not a page view id" })),
    kind: z.enum(KINDS, { error: "Not something the site counts" }),
    ids: z
      .array(z.string().check(z.regex(RECORD_ID, { error: "Not a listing" })))
      .check(z.minLength(1, { error: "Name a listing" }), z.maxLength(MAX_BEACON_IDS, { error: "Too many listings" })),
  })
  .check(
    z.refine((b) => b.kind === "appearance" || b.ids.length === 1, { error: "This kind counts one listing" }),
    z.refine((b) => new Set(b.ids).size === b.ids.length, { error: "A listing is named twice" }),
  );
