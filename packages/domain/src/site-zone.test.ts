import { todayInSiteZone } from "./dates";
import { weekOf } from "./weekly-hours";
import { openStatus } from "./opening-hours";
import { siteWallClock } from "./site-clock";
import { installSiteZoneTable, siteOffsetMinutes, siteZoneTable } from "./site-zone";

describe("the site zone's offsets", () => {
  // 2026-03-08 02:00 PST becomes 03:00 PDT (10:00 UTC); 2026-11-01 02:00 PDT becomes 01:00 PST (09:00 UTC).
  const SPRING = Date.UTC(2026, 2, 8, 10);
  const FALL = Date.UTC(2026, 10, 1, 9);

  it("follows the IANA rules across both changes", () => {
    expect(siteOffsetMinutes(SPRING - 60_000)).toBe(-480);
    expect(siteOffsetMinutes(SPRING)).toBe(-420);
    expect(siteOffsetMinutes(FALL - 60_000)).toBe(-420);
    expect(siteOffsetMinutes(FALL)).toBe(-480);
  });

  it("tables each change to the minute, so a page needs no time-zone data of its own", () => {
    const { table, until } = siteZoneTable(Date.UTC(2026, 0, 15));
    expect(table.slice(1)).toEqual([
      [SPRING, -420],
      [FALL, -480],
    ]);
    expect(until).toBe(Date.UTC(2026, 0, 15) + 400 * 86_400_000);
  });

  it("gives the same answers from the table as from the rules", () => {
    const rules = [SPRING - 60_000, SPRING, FALL - 1, FALL, Date.UTC(2026, 6, 4, 7, 59)].map((t) => ({
      today: todayInSiteZone(new Date(t)),
      wall: siteWallClock(t),
    }));
    installSiteZoneTable(siteZoneTable(Date.UTC(2026, 0, 15)));
    const fromTable = [SPRING - 60_000, SPRING, FALL - 1, FALL, Date.UTC(2026, 6, 4, 7, 59)].map((t) => ({
      today: todayInSiteZone(new Date(t)),
      wall: siteWallClock(t),
    }));
    expect(fromTable).toEqual(rules);
    expect(fromTable[4]).toEqual({ today: "2026-07-04", wall: { date: "2026-07-04", weekday: 5, minutes: 59 } });
  });

  it("answers open now from the table alone: a page loads no time-zone rules", () => {
    const now = Date.UTC(2026, 6, 4, 18);
    installSiteZoneTable(siteZoneTable(now));
    const rules = jest.spyOn(Intl.DateTimeFormat.prototype, "formatToParts").mockImplementation(() => {
      throw new Error("time-zone rules read in the browser");
    });
    try {
      // Every day, past midnight: yesterday's and next week's openings are all looked up.
      const hours = weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], opens: "17:00", closes: "02:00" }]);
      expect(openStatus({ hours }, new Date(now))).toMatchObject({ state: "closed" });
    } finally {
      rules.mockRestore();
    }
  });
});
