/**
 * The seed's special hours, district day and access details (docs/product.md#hours, #district-days, #access): what
 * they must show, valid on any day the seed is loaded (its dates are relative to its today).
 * @dated
 */
import { reportsAccess } from "@main-street/domain/access";
import { businessInputSchema } from "@main-street/domain/business";
import { addDays } from "@main-street/domain/dates";
import { pastSpecialHours } from "@main-street/domain/special-hours-schema";
import { rangeMinutes } from "@main-street/domain/weekly-hours";
import { seedAccess } from "./access";
import { seedBusinesses } from "./data";
import { seededAt } from "./seed";
import { seedDistrictDay, seedSpecialHours } from "./special-hours";
import { testToday } from "../test/test-clock";

/** A leap day, a year's end, the nights the clocks change, and the day this runs. */
const TODAYS = ["2028-02-29", "2027-12-31", "2028-03-12", "2028-11-05", testToday()];

describe.each(TODAYS)("the seed's special hours, loaded on %s", (today) => {
  const special = seedSpecialHours(today);
  const districtDay = seedDistrictDay(today);
  const ids = new Set(seedBusinesses.map((b) => b.id));

  it("belong to seeded listings and pass the API's schema, none of them passed", () => {
    for (const [id, hours] of Object.entries(special)) {
      expect(ids.has(id)).toBe(true);
      const business = seedBusinesses.find((b) => b.id === id)!;
      const read = businessInputSchema.safeParse({ ...business, ...hours, access: seedAccess[id] });
      expect(read.success ? [] : read.error.issues).toEqual([]);
      expect(pastSpecialHours(hours, today)).toEqual([]);
    }
  });

  it("has four listings with special days, one past midnight, one closed on the district day, and a season", () => {
    const withDays = Object.values(special).filter((s) => s.exceptions?.length);
    expect(withDays.length).toBeGreaterThanOrEqual(4);
    const all = withDays.flatMap((s) => s.exceptions!);
    expect(all.some((e) => e.ranges.some((r) => rangeMinutes(r).closes > 1440))).toBe(true);
    expect(all.some((e) => e.date === districtDay.date && e.kind === "closed")).toBe(true);
    expect(Object.values(special).some((s) => s.seasons?.length)).toBe(true);
  });

  it("dates them out of Open now's and this week's reach (at least 10 days ahead), within the coming weeks", () => {
    const dates = [
      districtDay.date,
      ...Object.values(special).flatMap((s) => [
        ...(s.exceptions ?? []).map((e) => e.date),
        ...(s.seasons ?? []).map((x) => x.from),
      ]),
    ];
    for (const date of dates) {
      expect(date >= addDays(today, 10)).toBe(true);
      expect(date <= addDays(today, 42)).toBe(true);
    }
  });

  it("says the listings were added 60 days before its today, so no listing's hours are ever a year old", () => {
    expect(seededAt(today).toDate().toISOString()).toBe(`${addDays(today, -60)}T17:00:00.000Z`);
  });
});

describe("the seed's access details", () => {
  it("reports on at least ten listings, with Yes and No, and leaves features and listings unreported", () => {
    const reporting = seedBusinesses.filter((b) => reportsAccess(seedAccess[b.id]));
    expect(reporting.length).toBeGreaterThanOrEqual(10);
    expect(reporting.length).toBeLessThan(seedBusinesses.length);
    const states = Object.values(seedAccess).flatMap((a) => Object.values(a).map((d) => d!.state));
    expect(states).toEqual(expect.arrayContaining(["yes", "no"]));
    // Every listing that reports leaves some feature unreported, never shown as No.
    for (const access of Object.values(seedAccess)) expect(Object.keys(access).length).toBeLessThan(8);
  });
});
