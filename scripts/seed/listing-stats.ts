/**
 * `npm start` only: six weeks of plausible listing statistics for a few seeded businesses (one shard a day), so the
 * owner's and staff's "Last 30 days" panels and the dashboard show figures, and user@example.com as an owner of one
 * of them, so My businesses shows its panel (docs/local-stack.md). Test namespaces don't get these.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { addDays } from "@main-street/domain/dates";
import { weekdayOf } from "@main-street/domain/site-clock";
import { STAT_COUNTERS, STATS_COLLECTION, statsDocId, type StatCounter } from "@main-street/domain/listing-stats";
import { seededAt } from "./seed";
import { SEED_USERS } from "./users";

/** Each listing's busyness: a multiple of the typical day. */
const LISTINGS: Record<string, number> = {
  "desert-sun-coffee": 1.4,
  "blue-plate-diner": 1.2,
  "trattoria-nevada": 1,
  "spillway-books": 0.6,
  "hoover-mercantile": 0.5,
  "lake-mead-view-motel": 0.3,
};
const DAYS = 42;
const OWNED = "desert-sun-coffee";

/** A typical day's figures of a listing. */
const TYPICAL: Record<StatCounter, number> = {
  views: 18,
  appearances: 70,
  website: 3,
  phone: 1.5,
  email: 0.6,
  directions: 2,
  eventViews: 2.5,
};

/** The same figures at every start: a small linear congruential generator. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedListingStats(db: Firestore, today: string): Promise<void> {
  const random = generator(37);
  const batch = db.batch();
  for (const [businessId, busyness] of Object.entries(LISTINGS)) {
    for (let ago = DAYS - 1; ago >= 0; ago--) {
      const day = addDays(today, -ago);
      // Weekends are busier downtown, and the last weeks a little busier than the first.
      const scale = busyness * (weekdayOf(day) >= 5 ? 1.6 : 1) * (1 + (DAYS - ago) / (DAYS * 3));
      const counts = Object.fromEntries(
        STAT_COUNTERS.map((counter) => [counter, Math.round(TYPICAL[counter] * scale * (0.4 + random() * 1.2))]),
      );
      batch.set(db.collection(STATS_COLLECTION).doc(statsDocId(businessId, day, 0)), { businessId, day, ...counts });
    }
  }
  const user = SEED_USERS.find((u) => u.role === "user")!;
  batch.set(db.collection("business_owners").doc(`${OWNED}__${user.uid}`), {
    businessId: OWNED,
    uid: user.uid,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    since: seededAt(today),
    nextReminderAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  });
  await batch.commit();
}
