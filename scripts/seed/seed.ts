/** Loads the seed data into Firestore through firebase-admin. Idempotent: documents have fixed ids. */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { seedBingoSquares } from "./bingo";
import { seedBusinesses, seedEvents } from "./data";
import { seedLocations } from "./locations";

/**
 * When the seed's records were made: 60 days before its today, so they never age past the hours' doubt (a year
 * unconfirmed, docs/product.md#owners) whatever the day, and stay the same across restarts on one day (sitemap
 * lastmod).
 */
const seededAt = (today: string) => Timestamp.fromDate(new Date(`${addDays(today, -60)}T17:00:00Z`));

export async function seedDatabase(
  db: Firestore,
  today = todayInSiteZone(),
): Promise<{ businesses: number; events: number; bingoSquares: number }> {
  const events = seedEvents(today);
  const SEEDED_AT = seededAt(today);
  const batch = db.batch();
  for (const { id, ...business } of seedBusinesses) {
    const at = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
    batch.set(db.collection("businesses").doc(id), { ...business, ...seedLocations[id], ...at });
  }
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
