/**
 * A series' dates as the site serves them (recurrence.ts): ?date= refused outside the series' span before any rule
 * is run, far dates answered without stepping from the start, and the next and last dates found without a horizon.
 */
import type { CommunityEvent } from "./event";
import { eventOccurrence, pageHorizon, seriesOf } from "./recurrence";
import { ruleDates } from "./rule-dates";
import { parseRepeatRule } from "./repeat-rule";

const TODAY = "2026-11-26";

function series(date: string, rrule: string, more: Partial<CommunityEvent> = {}): CommunityEvent {
  return {
    id: "s",
    title: "Series",
    description: "",
    excerpt: "",
    date,
    time: "8 AM-noon",
    location: "Wilbur Square Park",
    image: "",
    category: "",
    featured: "false",
    rrule,
    exdates: [],
    overrides: [],
    displayDate: "",
    createdAt: "",
    updatedAt: "",
    ...more,
  };
}

const weekly = series("2026-01-03", "FREQ=WEEKLY;BYDAY=SA");

describe("?date= outside a series' span is refused", () => {
  it("before the start, after UNTIL, after the last counted date, and past the horizon for an open series", () => {
    expect(eventOccurrence(weekly, TODAY, "2025-12-27")).toBeNull(); // a Saturday before the start
    expect(
      eventOccurrence(series("2026-01-03", "FREQ=WEEKLY;BYDAY=SA;UNTIL=20260131"), TODAY, "2026-02-07"),
    ).toBeNull();
    const counted = series("2026-01-03", "FREQ=WEEKLY;BYDAY=SA;COUNT=3");
    expect(eventOccurrence(counted, TODAY, "2026-01-17")?.date).toBe("2026-01-17");
    expect(eventOccurrence(counted, TODAY, "2026-01-24")).toBeNull();
    // Saturdays far ahead: one the day the issue reported (3.3 s before), and the last one before the horizon.
    expect(eventOccurrence(weekly, TODAY, "9999-12-18")).toBeNull();
    expect(pageHorizon(TODAY)).toBe("2036-11-26");
    expect(pageHorizon("2028-02-29")).toBe("2038-02-28"); // not Mar 1: the horizon's year has no Feb 29
    expect(eventOccurrence(weekly, TODAY, "2036-11-22")?.date).toBe("2036-11-22");
    expect(eventOccurrence(weekly, TODAY, "2036-11-29")).toBeNull();
  });

  it("still serves the next date of a series whose gaps reach past the horizon", () => {
    const rare = series("2001-07-04", "FREQ=YEARLY;INTERVAL=50");
    expect(eventOccurrence(rare, TODAY)?.date).toBe("2051-07-04");
    expect(eventOccurrence(rare, TODAY, "2051-07-04")?.date).toBe("2051-07-04");
    expect(eventOccurrence(rare, TODAY, "2101-07-04")).toBeNull();
  });
});

describe("rule dates far from the start", () => {
  it("knows any date of an open rule without the dates before it", () => {
    const rule = ruleDates("2026-01-03", weeklyRule());
    expect(rule.has("9999-12-18")).toBe(true);
    expect(rule.has("9999-12-19")).toBe(false);
    expect(rule.after("9999-12-01", 5)).toEqual(["9999-12-04", "9999-12-11", "9999-12-18", "9999-12-25"]);
  });

  it("finds the last date of a series ending in year 9999 from its end", () => {
    const long = seriesOf(series("2026-01-03", "FREQ=WEEKLY;BYDAY=SA;UNTIL=99991231", { exdates: ["9999-12-25"] }))!;
    expect(long.last()?.date).toBe("9999-12-18");
  });
});

function weeklyRule() {
  const parsed = parseRepeatRule("FREQ=WEEKLY;BYDAY=SA");
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rule;
}

describe("the next date, without a display horizon (finding 3)", () => {
  // Each next date is more than 12 months after today, where a 12-month display horizon called the series ended.
  it.each([
    ["every 2 years", "2025-12-13", "FREQ=YEARLY;INTERVAL=2", "2027-12-13"],
    ["yearly on February 29", "2024-02-29", "FREQ=YEARLY", "2028-02-29"],
    ["every 18 months", "2025-11-10", "FREQ=MONTHLY;INTERVAL=18", "2027-05-10"],
  ])("%s is upcoming, not ended", (_name, start, rrule, next) => {
    const shown = eventOccurrence(series(start, rrule), TODAY)!;
    expect(shown.series?.ended).toBe(false);
    expect(shown.date).toBe(next);
  });
});

describe("skipped dates (finding 4)", () => {
  it("opens a skipped date as cancelled", () => {
    const shown = eventOccurrence(
      series("2026-01-03", "FREQ=WEEKLY;BYDAY=SA", { exdates: ["2026-12-05"] }),
      TODAY,
      "2026-12-05",
    );
    expect(shown?.series?.shownSkipped).toBe(true);
  });

  it("ends a series whose every later date is skipped, at its last date that happens", () => {
    const all = series("2026-11-07", "FREQ=WEEKLY;BYDAY=SA;COUNT=6", {
      exdates: ["2026-11-28", "2026-12-05", "2026-12-12"],
    });
    const shown = eventOccurrence(all, TODAY)!;
    expect(shown.series?.ended).toBe(true);
    expect(shown.series?.upcoming).toEqual([]);
    expect(shown.date).toBe("2026-11-21");
  });
});

describe("a moved date's ?date=", () => {
  const moved = series("2026-01-03", "FREQ=WEEKLY;BYDAY=SA", {
    overrides: [{ date: "2026-12-19", moveTo: "2026-12-22", time: "", location: "", note: "" }],
  });

  it("opens that date at its own date and at the day it moved to", () => {
    for (const asked of ["2026-12-19", "2026-12-22"]) {
      const shown = eventOccurrence(moved, TODAY, asked)!;
      expect([asked, shown.date, shown.series?.occurrence]).toEqual([asked, "2026-12-22", "2026-12-19"]);
    }
  });

  it("serves no other day that isn't a date of the series", () => {
    expect(eventOccurrence(moved, TODAY, "2026-12-23")).toBeNull();
  });
});
