/**
 * The district days as the listings' readers need them (docs/decisions/0081-district-days.md): `district_days`, one
 * document a day, read whole and cached like the public lists. Here, below district-days/, because every read of a
 * listing's hours joins the days it hasn't answered; district-days/ names, removes and answers them.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { addDays } from "@main-street/domain/dates";
import type { DistrictDay } from "@main-street/domain/district-days";
import { districtDayType } from "@main-street/domain/records";
import { firestore, withDeadline } from "../platform/firestore";
import { cached } from "../platform/list-cache";
import { siteToday } from "../platform/clock";
import { readRecord, readRecords } from "../records/read";

const DISTRICT_DAYS_COLLECTION = districtDayType.collection;

export const districtDays = () => firestore().collection(DISTRICT_DAYS_COLLECTION);

/** A stored day, or null for one that doesn't exist or can't be read as one. */
export function districtDayOf(snap: DocumentSnapshot): DistrictDay | null {
  return snap.exists ? readRecord(districtDayType, snap) : null;
}

/**
 * Every district day from yesterday on (a range past midnight reaches into today) on the site's clock, by date; cached
 * for that day until a write.
 */
export function listDistrictDays(): Promise<DistrictDay[]> {
  const from = addDays(siteToday(), -1);
  return cached(`${DISTRICT_DAYS_COLLECTION}:${from}`, async () => {
    const snap = await withDeadline(districtDays().where("date", ">=", from).get());
    return readRecords(districtDayType, snap.docs).sort((a, b) => a.date.localeCompare(b.date));
  });
}
