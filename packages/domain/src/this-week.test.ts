/**
 * "This week downtown" (docs/product.md#this-week): which event dates are listed on which of the seven days, and which
 * businesses are open late. The expected lists are written out by hand for the week of Saturday 2026-11-28.
 */
import type { Business } from "./business";
import type { CommunityEvent } from "./event";
import { eventOccurrence } from "./recurrence";
import { thisWeek } from "./this-week";
import { closedWeek, type WeeklyHours } from "./weekly-hours";

const TODAY = "2026-11-28"; // a Saturday; the week runs to Friday 2026-12-04

function stored(id: string, fields: Partial<CommunityEvent>): CommunityEvent {
  return {
    id,
    title: id,
    description: "",
    excerpt: "",
    date: "",
    displayDate: "",
    time: "7 PM",
    location: "Wilbur Square Park",
    image: "",
    category: "Community",
    featured: "false",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}

/** As GET /api/events serves them on TODAY: what thisWeek() is given. */
const EVENTS = [
  stored("tree-lighting", { date: "2026-12-02", time: "6:30 PM" }),
  stored("after-the-week", { date: "2026-12-05" }),
  stored("the-day-before", { date: "2026-11-27" }),
  // Every Tuesday: Dec 8 moves into the week (to Thursday, an hour earlier); Dec 1 moves out of it (to Dec 9).
  stored("trivia", {
    date: "2026-11-03",
    rrule: "FREQ=WEEKLY;BYDAY=TU",
    overrides: [
      { date: "2026-12-01", moveTo: "2026-12-09", time: "", location: "", note: "" },
      { date: "2026-12-08", moveTo: "2026-12-03", time: "6 PM", location: "", note: "Moved up for the holiday." },
    ],
  }),
  // Every day, all seven days of the week but the skipped Monday; Wednesday's starts later.
  stored("yoga", {
    date: "2026-11-20",
    time: "7:00 AM",
    rrule: "FREQ=DAILY",
    exdates: ["2026-11-30"],
    overrides: [{ date: "2026-12-02", moveTo: "", time: "8:00 AM", location: "", note: "" }],
  }),
  // The first Friday of the month, in another place in December.
  stored("art-walk", {
    date: "2026-10-02",
    time: "5-8 PM",
    rrule: "FREQ=MONTHLY;BYDAY=1FR",
    overrides: [{ date: "2026-12-04", moveTo: "", time: "", location: "Bicentennial Park", note: "" }],
  }),
  stored("ended-series", { date: "2026-10-01", rrule: "FREQ=WEEKLY;UNTIL=20261126" }),
].map((event) => eventOccurrence(event, TODAY)!);

function business(id: string, hours: Partial<WeeklyHours> | null): Business {
  return { id, name: id, address: `${id} street`, hours: hours && { ...closedWeek(), ...hours } } as Business;
}

const BUSINESSES = [
  business("until-ten", { Sa: [{ opens: "10:00", closes: "22:00" }], Su: [{ opens: "10:00", closes: "22:00" }] }),
  business("past-midnight", { Fr: [{ opens: "17:00", closes: "02:00" }], Sa: [{ opens: "17:00", closes: "02:00" }] }),
  business("closes-at-eight", { Sa: [{ opens: "09:00", closes: "20:00" }] }),
  business("opens-after-eight", { Sa: [{ opens: "20:30", closes: "23:30" }] }),
  business("all-night", { Sa: [{ opens: "06:00", closes: "23:59" }] }),
  business("no-week", null),
];

const week = thisWeek(EVENTS, BUSINESSES, TODAY);
const listed = (date: string) =>
  week.days
    .find((d) => d.date === date)!
    .events.map((e) => `${e.id} ${e.date} ${e.time} @ ${e.location}`)
    .sort();

describe("thisWeek()", () => {
  it("gives the seven days from today, with their names", () => {
    expect(week.days.map((d) => `${d.weekday} ${d.date}`)).toEqual([
      "Saturday 2026-11-28",
      "Sunday 2026-11-29",
      "Monday 2026-11-30",
      "Tuesday 2026-12-01",
      "Wednesday 2026-12-02",
      "Thursday 2026-12-03",
      "Friday 2026-12-04",
    ]);
    expect([week.from, week.to]).toEqual(["2026-11-28", "2026-12-04"]);
  });

  it("lists each date on the day it happens: moved in, moved out, changed, skipped, daily", () => {
    // Each time written in the site's format (docs/product.md#time-format), whatever the stored text.
    expect(listed("2026-11-28")).toEqual(["yoga 2026-11-28 7 AM @ Wilbur Square Park"]);
    expect(listed("2026-11-29")).toEqual(["yoga 2026-11-29 7 AM @ Wilbur Square Park"]);
    expect(listed("2026-11-30")).toEqual([]); // yoga skipped
    expect(listed("2026-12-01")).toEqual(["yoga 2026-12-01 7 AM @ Wilbur Square Park"]); // trivia moved away
    expect(listed("2026-12-02")).toEqual([
      "tree-lighting 2026-12-02 6:30 PM @ Wilbur Square Park",
      "yoga 2026-12-02 8 AM @ Wilbur Square Park",
    ]);
    expect(listed("2026-12-03")).toEqual([
      "trivia 2026-12-08 6 PM @ Wilbur Square Park", // Dec 8's date, moved in from the next week
      "yoga 2026-12-03 7 AM @ Wilbur Square Park",
    ]);
    expect(listed("2026-12-04")).toEqual([
      "art-walk 2026-12-04 5 PM – 8 PM @ Bicentennial Park",
      "yoga 2026-12-04 7 AM @ Wilbur Square Park",
    ]);
  });

  it("lists an event over several days on each of its days in the week, with its span for a time", () => {
    const spans = [
      stored("festival", { date: "2026-11-26", endDate: "2026-11-29", time: "" }),
      stored("weekend-market", { date: "2026-12-04", endDate: "2026-12-06", time: "6 PM - 2 PM" }),
      stored("ends-at-midnight", { date: "2026-12-01", endDate: "2026-12-02", time: "6 PM - 12 AM" }),
    ].map((event) => eventOccurrence(event, TODAY)!);
    const days = thisWeek(spans, [], TODAY).days.map((d) => [
      d.date,
      d.events.map((e) => `${e.id} ${e.date} ${e.time}`),
    ]);
    expect(days).toEqual([
      ["2026-11-28", ["festival 2026-11-26 Nov 26–29"]],
      ["2026-11-29", ["festival 2026-11-26 Nov 26–29"]],
      ["2026-11-30", []],
      ["2026-12-01", ["ends-at-midnight 2026-12-01 Tue 6 PM – Wed 12 AM"]],
      ["2026-12-02", []], // it ends as that day begins
      ["2026-12-03", []],
      ["2026-12-04", ["weekend-market 2026-12-04 Fri 6 PM – Sun 2 PM"]],
    ]);
  });

  it("gives a moved date its own page's date and the day it happens", () => {
    const thursday = week.days.find((d) => d.date === "2026-12-03")!;
    expect(thursday.events.find((e) => e.id === "trivia")).toMatchObject({ date: "2026-12-08", day: "2026-12-03" });
  });

  it("lists the businesses still open at 8 PM, the latest closing first", () => {
    expect(week.days[0]!.openLate).toEqual([
      { id: "past-midnight", name: "past-midnight", address: "past-midnight street", until: "2 AM" },
      { id: "all-night", name: "all-night", address: "all-night street", until: "12 AM" },
      { id: "until-ten", name: "until-ten", address: "until-ten street", until: "10 PM" },
    ]);
    expect(week.days[1]!.openLate.map((b) => b.id)).toEqual(["until-ten"]); // Sunday
    expect(week.days[2]!.openLate).toEqual([]); // Monday
    expect(week.days[6]!.openLate.map((b) => `${b.id} ${b.until}`)).toEqual(["past-midnight 2 AM"]); // Friday
  });
});
