import { businessKind } from "@main-street/domain/records";
import { Timestamp } from "firebase-admin/firestore";
import { toIso } from "../platform/firestore";
import { openTrail, trailChanges } from "./history";
import { recordRepository } from "../records/repository";
import { idFromTitle } from "@main-street/domain/readable-id";

/**
 * The businesses collection, sorted by name; each document is read with the kind's schema, which leaves out a
 * listing in a category the site dropped (docs/decisions/0003-business-categories.md).
 */
export const businesses = recordRepository({
  kind: businessKind,
  compare: (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }),
  // docs/product.md#readable-addresses: /directory/dam-good-donuts, not a random id.
  readableId: (data) => idFromTitle(data.name, "business"),
  descriptionRequiredOnCreate: false,
  // A staff save is a live change: it goes in the listing's history, and a change of hours confirms them.
  async onUpdate(tx, id, before, data, by) {
    const trail = await openTrail(tx, id);
    const changes = trailChanges(before, data as Record<string, unknown>);
    const more: Record<string, unknown> = {};
    if (changes.some((c) => c.field === "hours")) {
      more.hoursConfirmedAt = Timestamp.now();
      changes.push({
        field: "hoursConfirmedAt",
        from: before.hoursConfirmedAt ? toIso(before.hoursConfirmedAt) : null,
        to: toIso(more.hoursConfirmedAt),
      });
    }
    trail.record(by, "staff", changes);
    return more;
  },
});

export const listBusinesses = businesses.list;
export const getBusiness = businesses.get;
