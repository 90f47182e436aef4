import { execFile } from "node:child_process";
import path from "node:path";
import { weekOf } from "./weekly-hours";
import { openNowText } from "./opening-hours-text";
import { weekSchedule } from "./week-hours-text";
import { firstSiteInstant, siteWallClock, weekdayOf } from "./site-clock";

const iso = (ms: number) => new Date(ms).toISOString();

describe("site clock", () => {
  it("reads the Los Angeles wall clock", () => {
    expect(siteWallClock(new Date("2026-07-06T06:59:00Z"))).toEqual({ date: "2026-07-05", weekday: 6, minutes: 1439 });
    expect(siteWallClock(new Date("2026-01-05T08:00:00Z"))).toEqual({ date: "2026-01-05", weekday: 0, minutes: 0 });
    expect(weekdayOf("2026-07-06")).toBe(0);
    expect(weekdayOf("2026-07-12")).toBe(6);
  });

  it("maps wall times to instants, the skipped hour to the jump and repeated times to the first", () => {
    expect(iso(firstSiteInstant("2026-07-06", 9 * 60))).toBe("2026-07-06T16:00:00.000Z");
    expect(iso(firstSiteInstant("2026-12-06", 9 * 60))).toBe("2026-12-06T17:00:00.000Z");
    expect(iso(firstSiteInstant("2026-03-08", 90))).toBe("2026-03-08T09:30:00.000Z");
    expect(iso(firstSiteInstant("2026-03-08", 150))).toBe("2026-03-08T10:00:00.000Z");
    expect(iso(firstSiteInstant("2026-03-08", 180))).toBe("2026-03-08T10:00:00.000Z");
    expect(iso(firstSiteInstant("2026-11-01", 90))).toBe("2026-11-01T08:30:00.000Z");
    expect(iso(firstSiteInstant("2026-11-01", 120))).toBe("2026-11-01T10:00:00.000Z");
    expect(iso(firstSiteInstant("2026-07-06", 1440 + 120))).toBe("2026-07-07T09:00:00.000Z");
  });
});

/**
 * The same questions asked with the machine's zone set to each of `zones`, in one Node process outside Jest: Node
 * applies an assigned `process.env.TZ` at once (Jest's sandboxed `process.env` would not). One process, not one
 * per zone: five tsx start-ups at once outran the test timeout on a busy machine.
 */
function answersIn(zones: string[]): Promise<{ machineHour: number; answers: unknown }[]> {
  const code = `
    import { openNowText } from ${JSON.stringify(path.join(__dirname, "opening-hours-text"))};
    import { weekSchedule } from ${JSON.stringify(path.join(__dirname, "week-hours-text"))};
    import { siteWallClock } from ${JSON.stringify(path.join(__dirname, "site-clock"))};
    const hours = ${JSON.stringify(HOURS)};
    const results = ${JSON.stringify(zones)}.map((zone) => {
      process.env.TZ = zone;
      const answers = ${JSON.stringify(INSTANTS)}.map((s) => {
        const now = new Date(s);
        return [openNowText({ hours }, now), weekSchedule(hours, now).find((d) => d.today).day, siteWallClock(now)];
      });
      return { machineHour: new Date("2026-07-06T12:00:00Z").getHours(), answers };
    });
    console.log(JSON.stringify(results));`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [require.resolve("tsx/cli"), "-e", code], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

const HOURS = weekOf([
  { days: ["Fr", "Sa"], opens: "17:00", closes: "02:00" },
  { days: ["Su"], opens: "01:30", closes: "03:00" },
  { days: ["Mo", "Tu", "We"], opens: "07:00", closes: "11:00" },
]);
const INSTANTS = [
  "2026-07-10T23:30:00-07:00",
  "2026-07-11T01:30:00-07:00",
  "2026-07-13T06:59:00-07:00",
  "2026-03-08T01:45:00-08:00",
  "2026-11-01T01:15:00-07:00",
  "2026-11-01T01:15:00-08:00",
  "2026-12-31T23:59:00-08:00",
];

describe("the machine's own time zone changes nothing", () => {
  it("gives the same answers in Los Angeles, UTC, Tokyo, Kiritimati (UTC+14) and New York", async () => {
    const zones = ["America/Los_Angeles", "UTC", "Asia/Tokyo", "Pacific/Kiritimati", "America/New_York"];
    const results = await answersIn(zones);
    // The zone really was applied: the machine's clock read a different hour in each zone.
    expect(new Set(results.map((r) => r.machineHour)).size).toBe(zones.length);
    const expected = INSTANTS.map((s) => {
      const now = new Date(s);
      return [
        openNowText({ hours: HOURS }, now),
        weekSchedule(HOURS, now).find((d) => d.today)?.day,
        siteWallClock(now),
      ];
    });
    for (const result of results) expect(result.answers).toEqual(expected);
  });
});
