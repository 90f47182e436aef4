/**
 * Series that calendar apps agree with (issue 34, docs/product.md#recurring-events), on the local stack: each series
 * is created through the staff API, then its feed and single-date files are read with ical.js and its pages as a
 * crawler reads them. Each case is one of the review's findings.
 */
import { parse } from "node-html-parser";
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { createEventAs } from "../../../scripts/test/events";
import { calendarOccurrences, dateOf } from "../../../scripts/test/calendar-app";
import { asSession, signInSeeded, type TestSession } from "../../../scripts/test/sessions";
import { api, stackFetch, stackUrl } from "../../../scripts/test/stack-env";
import { testToday } from "../../../scripts/test/test-clock";

let admin: TestSession;
const today = testToday();

beforeAll(async () => {
  admin = await signInSeeded("admin");
});

const create = (fields: Record<string, unknown>) => createEventAs(admin, fields);

async function edit(id: string, body: Record<string, unknown>) {
  return api(`/api/admin/events/${id}`, { method: "PUT", body, headers: asSession(admin) });
}

async function text(path: string): Promise<string> {
  const response = await stackFetch(path);
  expect(response.status).toBe(200);
  return response.text();
}

interface Expanded {
  rid: string;
  day: string;
  time: string;
  location: string;
}

/** What a calendar app shows for one UID of a calendar file: every date to `until`, changes applied. */
function expand(raw: string, id: string, until: string): Expanded[] {
  return calendarOccurrences(raw, until, { uid: (uid) => uid.startsWith(`${id}@`) }).map(
    ({ startDate, recurrenceId, item }) => {
      const time = startDate.isDate
        ? "all day"
        : `${String(startDate.hour).padStart(2, "0")}:${String(startDate.minute).padStart(2, "0")}`;
      return { rid: dateOf(recurrenceId), day: dateOf(startDate), time, location: String(item.location) };
    },
  );
}

/** The first `weekday` (0 = Sunday) after `from`. */
function nextWeekday(from: string, weekday: number): string {
  const day = new Date(`${from}T00:00:00Z`).getUTCDay();
  return addDays(from, (weekday - day + 7) % 7 || 7);
}

describe("finding 1: a start that is not one of the rule's dates", () => {
  it("moves the start onto the rule's first date, so the feed counts the same three weekend dates", async () => {
    const wednesday = nextWeekday(today, 3);
    const event = await create({
      title: "Weekend Fair",
      date: wednesday,
      time: "10 AM",
      rrule: "FREQ=WEEKLY;BYDAY=SA,SU;COUNT=3",
    });
    const saturday = addDays(wednesday, 3);
    expect(event.date).toBe(saturday);
    const raw = await text(`/api/events/${event.id}.ics`);
    expect(raw).toContain(`DTSTART;TZID=America/Los_Angeles:${saturday.replace(/-/g, "")}T100000`);
    const days = expand(raw, event.id, addDays(today, 60)).map((o) => o.day);
    expect(days).toEqual([saturday, addDays(saturday, 1), addDays(saturday, 7)]);
    const shown = (await api(`/api/events/${event.id}`)).body as CommunityEvent;
    expect(shown.series?.upcoming).toEqual(days);
  });
});

describe("findings 2 and 8: all-day series and changes between all-day and timed", () => {
  it("writes date-valued EXDATE and RECURRENCE-ID, and calendars keep each change", async () => {
    const start = nextWeekday(today, 6);
    const [skipped, toTimed] = [addDays(start, 7), addDays(start, 14)];
    const event = await create({
      title: "Sidewalk Sale Days",
      date: start,
      time: "Evening",
      rrule: "FREQ=WEEKLY;COUNT=5",
      exdates: [skipped],
      overrides: [{ date: toTimed, time: "6-9 PM", location: "Bicentennial Park", note: "Evening edition." }],
    });
    const raw = await text(`/api/events/${event.id}.ics`);
    expect(raw).toContain(`EXDATE;VALUE=DATE:${skipped.replace(/-/g, "")}`);
    expect(raw).toContain(`RECURRENCE-ID;VALUE=DATE:${toTimed.replace(/-/g, "")}`);
    expect(raw).not.toMatch(/RECURRENCE-ID;TZID/);
    const got = expand(raw, event.id, addDays(start, 60));
    expect(got.map((o) => [o.day, o.time])).toEqual([
      [start, "all day"],
      [toTimed, "18:00"],
      [addDays(start, 21), "all day"],
      [addDays(start, 28), "all day"],
    ]);
    expect(got[1]!.location).toMatch(/^Bicentennial Park/);
  });

  it("keeps a timed series' date changed to all day", async () => {
    const start = nextWeekday(today, 5);
    const event = await create({
      title: "Friday Concerts",
      date: start,
      time: "7 PM",
      rrule: "FREQ=WEEKLY;COUNT=3",
      overrides: [{ date: addDays(start, 7), time: "All day", location: "", note: "" }],
    });
    const raw = await text(`/api/events/${event.id}.ics`);
    expect(raw).toContain(`RECURRENCE-ID;TZID=America/Los_Angeles:${addDays(start, 7).replace(/-/g, "")}T190000`);
    const got = expand(raw, event.id, addDays(start, 30));
    expect(got.map((o) => o.time)).toEqual(["19:00", "all day", "19:00"]);
  });
});

describe("finding 4: skipped dates are cancelled everywhere", () => {
  it("says so on the page and in the JSON-LD, sends STATUS:CANCELLED, and offers no calendar links", async () => {
    const start = nextWeekday(today, 6);
    const skipped = addDays(start, 7);
    const event = await create({
      title: "Skipped Saturday Market",
      date: start,
      time: "8 AM",
      rrule: "FREQ=WEEKLY",
      exdates: [skipped],
    });
    const one = await api(`/api/events/${event.id}?date=${skipped}`);
    expect(one.status).toBe(200);
    expect(one.body.series.shownSkipped).toBe(true);
    const ics = await text(`/api/events/${event.id}.ics?date=${skipped}`);
    expect(ics).toContain("STATUS:CANCELLED");
    const html = parse(await text(`/events/${event.id}?date=${skipped}`));
    const data = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as Record<string, unknown>)
      .find((b) => b["@type"] === "Event")!;
    expect(data.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(html.text).toContain("Cancelled");
    expect(html.querySelector('a[href^="https://calendar.google.com"]')).toBeNull();
    expect(html.querySelector(`a[href^="/api/events/${event.id}.ics"]`)).toBeNull();
  });

  it("ends a series whose every date is skipped", async () => {
    const start = nextWeekday(today, 6);
    const event = await create({
      title: "Never Happening",
      date: start,
      time: "8 AM",
      rrule: "FREQ=WEEKLY;COUNT=2",
      exdates: [start, addDays(start, 7)],
    });
    const shown = (await api(`/api/events/${event.id}`)).body as CommunityEvent;
    expect(shown.series?.ended).toBe(true);
    expect(shown.series?.upcoming).toEqual([]);
  });
});

describe("finding 5: the spring-forward night", () => {
  it("keeps 02:30 in the file, so the skipped date stays skipped", async () => {
    const event = await create({
      title: "Night Owls",
      date: "2027-03-14",
      time: "2:30 AM",
      rrule: "FREQ=WEEKLY;COUNT=3",
      exdates: ["2027-03-21"],
    });
    const raw = await text(`/api/events/${event.id}.ics`);
    expect(raw).toContain("DTSTART;TZID=America/Los_Angeles:20270314T023000");
    expect(raw).toContain("EXDATE;TZID=America/Los_Angeles:20270321T023000");
    expect(expand(raw, event.id, "2027-04-30").map((o) => o.rid)).toEqual(["2027-03-14", "2027-03-28"]);
  });
});

describe("finding 6: SEQUENCE", () => {
  it("rises when the time changes, not when the title does", async () => {
    const start = nextWeekday(today, 6);
    const event = await create({ title: "Sequence Walk", date: start, time: "6 PM", rrule: "FREQ=WEEKLY" });
    const sequence = async () => /SEQUENCE:(\d+)/.exec(await text(`/api/events/${event.id}.ics`))![1];
    expect(await sequence()).toBe("0");
    expect((await edit(event.id, { title: "Sequence Walk", time: "7 PM" })).status).toBe(200);
    expect(await sequence()).toBe("1");
    expect((await edit(event.id, { title: "Sequence Walk (renamed)" })).status).toBe(200);
    expect(await sequence()).toBe("1");
    expect((await edit(event.id, { title: "Sequence Walk", exdates: [addDays(start, 7)] })).status).toBe(200);
    expect(await sequence()).toBe("2");
  });
});

describe("finding 7: a rule change is checked on the whole stored series", () => {
  it("refuses a new rule that would orphan a skipped date, naming it, and stores nothing", async () => {
    const start = nextWeekday(today, 6);
    const event = await create({
      title: "Orphan Check",
      date: start,
      time: "8 AM",
      rrule: "FREQ=WEEKLY",
      exdates: [addDays(start, 7)],
    });
    const refused = await edit(event.id, { title: "Orphan Check", rrule: "FREQ=MONTHLY" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields["exdates.0"]).toMatch(/one of the series' dates/);
    const stored = (await api(`/api/events/${event.id}`)).body as CommunityEvent;
    expect(stored.rrule).toBe("FREQ=WEEKLY");
  });
});

describe("finding 10 and Part A: the feed's past, and dates far away", () => {
  it("keeps an ended series in the feed with its past dates", async () => {
    const start = addDays(today, -40);
    const event = await create({ title: "Ended Last Month", date: start, time: "9 AM", rrule: "FREQ=WEEKLY;COUNT=3" });
    const feed = await text("/api/events.ics");
    expect(feed).toContain(`UID:${event.id}@${new URL(stackUrl()).host}`);
    expect(expand(feed, event.id, today)).toHaveLength(3);
  });

  it("refuses ?date= outside the series' span on the API, the page and the .ics", async () => {
    const start = nextWeekday(today, 6);
    const event = await create({ title: "Far Away Market", date: start, time: "8 AM", rrule: "FREQ=WEEKLY" });
    for (const date of ["9999-12-18", addDays(start, -7)]) {
      expect((await api(`/api/events/${event.id}?date=${date}`)).status).toBe(404);
      expect((await stackFetch(`/api/events/${event.id}.ics?date=${date}`)).status).toBe(404);
      expect((await stackFetch(`/events/${event.id}?date=${date}`)).status).toBe(404);
    }
  });
});

describe("finding 9: schema.org", () => {
  it("gives each next date its own canonical page and Event with the series as superEvent", async () => {
    const start = nextWeekday(today, 4);
    const event = await create({
      title: "Last Thursday Jazz",
      date: start,
      time: "7 PM",
      rrule: "FREQ=MONTHLY;BYDAY=-1TH",
    });
    const date = ((await api(`/api/events/${event.id}`)).body as CommunityEvent).series!.upcoming[1]!;
    const html = parse(await text(`/events/${event.id}?date=${date}`));
    const canonical = `${stackUrl()}/events/${event.id}?date=${date}`;
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    const blocks = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as Record<string, unknown>);
    const data = blocks.find((b) => b["@type"] === "Event")!;
    expect(data.url).toBe(canonical);
    expect(data.superEvent).toMatchObject({ url: `${stackUrl()}/events/${event.id}` });
    const series = parse(await text(`/events/${event.id}`));
    expect(series.text).not.toContain('"byMonthWeek":-1');
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain(`<loc>${canonical}</loc>`);
  });
});
