/** Loads the seed data into Firestore through firebase-admin. Idempotent: documents have fixed ids. */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { districtDayType } from "@main-street/domain/records";
import { seedAccess } from "./access";
import { seedBingoSquares } from "./bingo";
import { seedBusinesses, seedEvents } from "./data";
import { seedLocations } from "./locations";
import { seedDistrictDay, seedSpecialHours } from "./special-hours";

/** How long before its today the seed says its records were added. */
const SEEDED_DAYS_AGO = 30;

/**
 * When the seed's records were added: a month before its today, so the seed is valid on any day (a fixed date would
 * make every listing's hours a year old one day, and Open now would doubt them all: docs/product.md#owners). The
 * same all day, so sitemap lastmod values stay the same across restarts that day.
 */
export function seededAt(today: string): Timestamp {
  return Timestamp.fromDate(new Date(`${addDays(today, -SEEDED_DAYS_AGO)}T17:00:00Z`));
}

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
  for (const { id, ...square } of seedBingoSquares) {
    batch.set(db.collection("bingo-squares").doc(id), { ...square, createdAt: SEEDED_AT, updatedAt: SEEDED_AT });
  }
  batch.set(db.doc("_meta/cache"), { version: `seed-${Date.now()}` });
  await batch.commit();
  return { businesses: seedBusinesses.length, events: events.length, bingoSquares: seedBingoSquares.length };
}
