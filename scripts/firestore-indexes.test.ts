/**
 * firestore.indexes.json is what `firebase deploy` syncs: an index or TTL policy missing from it is one the CLI offers
 * to delete (or deletes with --force). So every collection whose documents carry an `expireAt` to be deleted by has
 * its TTL policy declared there, not made by hand.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { FirestoreApi } from "firebase-tools/lib/firestore/api";
import { RATE_LIMITS_COLLECTION } from "../functions/src/abuse/rate-limit";
import { INBOX_COLLECTION } from "../functions/src/inbox/repository";
import { OUTBOX_COLLECTION } from "../functions/src/mail/outbox";
import { STATS_COLLECTION } from "@main-street/domain/listing-stats";
import { subscriberType } from "@main-street/domain/newsletter-subscriber";

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

const spec = JSON.parse(readFileSync(path.join(__dirname, "..", "firestore.indexes.json"), "utf8")) as {
  indexes?: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
  fieldOverrides?: FieldOverride[];
};

describe("firestore.indexes.json", () => {
  it("passes firebase-tools' own validation", () => {
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });

  it("declares the index one listing's statistics are read by (functions/src/stats-read/repository.ts)", () => {
    const index = spec.indexes?.find((i) => i.collectionGroup === STATS_COLLECTION);
    expect(index?.fields).toEqual([
      { fieldPath: "businessId", order: "ASCENDING" },
      { fieldPath: "day", order: "ASCENDING" },
    ]);
  });

  it.each([RATE_LIMITS_COLLECTION, INBOX_COLLECTION, subscriberType.collection, OUTBOX_COLLECTION])(
    "declares the TTL policy on %s.expireAt",
    (collection) => {
      const override = spec.fieldOverrides?.find((f) => f.collectionGroup === collection && f.fieldPath === "expireAt");
      expect(override?.ttl).toBe(true);
      // No single-field index on a TTL timestamp: nothing queries it, and Firestore advises against indexing it.
      expect(override?.indexes).toEqual([]);
    },
  );
});
