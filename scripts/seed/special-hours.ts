/**
 * Seeded special hours and a district day (docs/product.md#hours, #district-days), dated from the seed's today so
 * they are always ahead. Every date is at least 10 days away: Open now looks 9 days ahead and /this-week 7, so the
 * seed's regular week still decides what any test sees today; the special days show in each page's "Coming up" list,
 * and move into the week's table as they come closer.
 */
import { addDays } from "@main-street/domain/dates";
import type { DistrictDayRef, HoursException, Season } from "@main-street/domain/special-hours";
import { weekOf, WEEKDAYS } from "@main-street/domain/weekly-hours";

/** Days from today to the seeded district day. */
const DISTRICT_DAY_AHEAD = 24;

/** The district day the seed names (its document id is its date, as when staff name one). */
export function seedDistrictDay(today: string): DistrictDayRef {
  return { date: addDays(today, DISTRICT_DAY_AHEAD), name: "Main Street Day" };
}

const closed = (date: string, label: string): HoursException => ({ date, kind: "closed", ranges: [], label });
const open = (date: string, opens: string, closes: string, label: string): HoursException => ({
  date,
  kind: "open",
  ranges: [{ opens, closes }],
  label,
});

/** Each listing's special days and seasons, by id. */
export function seedSpecialHours(today: string): Record<string, { exceptions?: HoursException[]; seasons?: Season[] }> {
  const day = (n: number) => addDays(today, n);
  const districtDay = seedDistrictDay(today);
  return {
    // Closed on the district day: the owner answered.
    "blue-plate-diner": { exceptions: [closed(districtDay.date, districtDay.name), closed(day(31), "Staff holiday")] },
    // Open as usual on the district day, and a late night that runs past midnight.
    "ironworkers-pub": {
      exceptions: [
        open(day(12), "11:00", "02:00", "Live music late night"),
        { date: districtDay.date, kind: "usual", ranges: [], label: districtDay.name },
      ],
    },
    // Other hours on the district day, and an art walk evening.
    "mojave-art-collective": {
      exceptions: [
        open(day(17), "17:00", "22:00", "Art walk"),
        open(districtDay.date, "10:00", "20:00", districtDay.name),
      ],
    },
    "desert-sun-coffee": { exceptions: [closed(day(11), "Staff training day")] },
    // A season with a week of its own: longer evenings.
    "scoops-on-wyoming": {
      seasons: [
        {
          from: day(14),
          to: day(105),
          label: "Summer hours",
          hours: weekOf([{ days: [...WEEKDAYS], opens: "11:00", closes: "22:30" }]),
        },
      ],
    },
  };
}
