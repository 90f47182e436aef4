/** Loads the seed data into Firestore through firebase-admin. Idempotent: documents have fixed ids. */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { districtDayType } from "@main-street/domain/records";
import { seedAccess } from "./access";
import { seedBingoSquares } from "./bingo";
import { SEED_EVENT_CATEGORIES, seedBusinesses, seedEvents } from "./data";
import { categoryId, EVENT_CATEGORIES_COLLECTION } from "@main-street/domain/event-categories";
import { seedLocations } from "./locations";
import { seedDistrictDay, seedSpecialHours } from "./special-hours";

/**
 * When the seed's records were made: 60 days before its today, so they never age past the hours' doubt (a year
 * unconfirmed, docs/product.md#owners) whatever the day, and stay the same across restarts on one day (sitemap
 * lastmod). Seeded users and the local stack's ownership are dated the same way.
 */
export const seededAt = (today: string) => Timestamp.fromDate(new Date(`${addDays(today, -60)}T17:00:00Z`));

export async function seedDatabase(
  db: Firestore,
  today = todayInSiteZone(),
): Promise<{ businesses: number; events: number; bingoSquares: number }> {
  const SEEDED_AT = seededAt(today);
  const events = seedEvents(today);
  const special = seedSpecialHours(today);
  const batch = db.batch();
  for (const { id, ...business } of seedBusinesses) {
    const at = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
    const more = { ...special[id], ...(seedAccess[id] ? { access: seedAccess[id] } : {}) };
    batch.set(db.collection("businesses").doc(id), { ...business, ...more, ...seedLocations[id], ...at });
  }
  // Named as staff would name it; the seed sends no e-mails (no owner is asked): docs/product.md#district-days.
  const districtDay = seedDistrictDay(today);
  batch.set(db.collection(districtDayType.collection).doc(districtDay.date), {
    ...districtDay,
    askAccess: true,
    by: "admin@example.com",
    asked: 0,
    createdAt: SEEDED_AT,
  });
  for (const { id, ...event } of events) {
    batch.set(db.collection("events").doc(id), { ...event, createdAt: SEEDED_AT, updatedAt: SEEDED_AT });
  }
  // docs/product.md#event-categories: the list staff manage, each event's category one of it.
  for (const name of SEED_EVENT_CATEGORIES) {
    batch.set(db.collection(EVENT_CATEGORIES_COLLECTION).doc(categoryId(name)), { name, createdAt: SEEDED_AT });
  }
  for (const { id, ...square } of seedBingoSquares) {
    batch.set(db.collection("bingo-squares").doc(id), { ...square, createdAt: SEEDED_AT, updatedAt: SEEDED_AT });
  }
  batch.set(db.doc("_meta/cache"), { version: `seed-${Date.now()}` });
  await batch.commit();
  return { businesses: seedBusinesses.length, events: events.length, bingoSquares: seedBingoSquares.length };
}
