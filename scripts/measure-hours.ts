/**
 * Issue 48's measurement: how many seed listings have structured hours, and which "Open now" finds at three moments
 * of a Saturday, beside what their former free texts say (scripts/seed/former-hours-texts.ts). Each listing is read
 * as a stored record is, so a listing with text hours counts as having none. `SEED_MODULE` measures another seed
 * file (an older copy of scripts/seed/data.ts) the same way.
 */
import path from "node:path";
import { businessRecordSchema } from "@main-street/domain/records-stored";
import { isOpenNow } from "@main-street/domain/opening-hours";
import { opensSomeDay } from "@main-street/domain/weekly-hours";
import { FORMER_TEXTS_SAY, NO_FORMER_TEXT } from "./seed/former-hours-texts";

async function main() {
  const module = process.env.SEED_MODULE ? path.resolve(process.env.SEED_MODULE) : "./seed/data";
  const { seedBusinesses } = (await import(module)) as typeof import("./seed/data");
  const listings = seedBusinesses.map((b) => businessRecordSchema.parse({ ...b, createdAt: "2026-01-15T17:00:00Z" }));
  const structured = listings.filter((b) => opensSomeDay(b.hours)).length;
  console.log(`Listings with structured hours: ${structured} of ${listings.length}`);
  for (const moment of FORMER_TEXTS_SAY) {
    const found = listings.filter((b) => isOpenNow(b, moment.at)).map((b) => b.id);
    const missed = moment.open.filter((id) => !found.includes(id));
    const beyond = found.filter((id) => !moment.open.includes(id));
    console.log(
      `${moment.label}: Open now finds ${found.length}; the former texts say ${moment.open.length}` +
        ` (missed ${missed.length}${missed.length ? `: ${missed.join(", ")}` : ""};` +
        ` found beyond them ${beyond.length}${beyond.length ? `: ${beyond.join(", ")}` : ""})`,
    );
  }
  console.log(`Listings whose former text gave no opening hours: ${NO_FORMER_TEXT.join(", ")}`);
}

void main();
