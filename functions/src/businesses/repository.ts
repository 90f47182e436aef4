import { businessKind } from "@main-street/domain/records";
import type { Business } from "@main-street/domain/business";
import { pastSpecialHours } from "@main-street/domain/special-hours-schema";
import { unansweredDays } from "@main-street/domain/special-hours";
import { Timestamp } from "firebase-admin/firestore";
import { toIso } from "../platform/firestore";
import { cached } from "../platform/list-cache";
import { siteToday } from "../platform/clock";
import { HttpError } from "../http/errors";
import { listDistrictDays } from "./district-days";
import { openTrail, trailChanges } from "./history";
import { recordRepository } from "../records/repository";
import { idFromTitle } from "@main-street/domain/readable-id";

/**
 * Refuses special hours dated before today that the listing doesn't already have (400, naming each field), so a
 * listing's older entries never block a save of something else (docs/product.md#hours).
 */
export function refusePastSpecialHours(
  data: Pick<Business, "exceptions" | "seasons">,
  stored: Pick<Business, "exceptions" | "seasons"> | null,
  prefix = "",
): void {
  const problems = pastSpecialHours(data, siteToday(), stored ?? {});
  if (problems.length === 0) return;
  const fields = Object.fromEntries(problems.map((p) => [prefix + p.path.join("."), p.message]));
  throw new HttpError(400, "validation_failed", problems[0]!.message, fields);
}

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
  async checkReferences(data, previous) {
    refusePastSpecialHours(data, previous);
  },
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

/**
 * The listings as the public reads them: each with the district days it hasn't answered (docs/product.md#district-days),
 * so every page and API read of its hours says "Holiday hours not confirmed" on them alike. Kept until the next write.
 */
export function listBusinesses(): Promise<Business[]> {
  // Kept per day: which district days are still to come depends on the site's today.
  return cached(`businesses:served:${siteToday()}`, async () => {
    const [list, days] = await Promise.all([businesses.list(), listDistrictDays()]);
    return list.map((business) => {
      const unconfirmedDays = unansweredDays(business.exceptions, days);
      return unconfirmedDays.length ? { ...business, unconfirmedDays } : business;
    });
  });
}

export async function getBusiness(id: string): Promise<Business | null> {
  return (await listBusinesses()).find((business) => business.id === id) ?? null;
}
