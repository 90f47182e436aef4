/**
 * Recurring events on the local stack (docs/product.md#recurring-events): the API's refusals, the stored rule's
 * canonical form, each series once at its next date, ?date= occurrences, and the calendar feed read back by ical.js
 * with every expanded date checked on the Los Angeles and Tokyo clocks against a rule written out by hand.
 */
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { calendarOccurrences } from "../../../scripts/test/calendar-app";
import { asSession, signInSeeded, type TestSession } from "../../../scripts/test/sessions";
import { seededList } from "../../../scripts/test/seeded-lists";
import { api, stackFetch } from "../../../scripts/test/stack-env";
import { testToday } from "../../../scripts/test/test-clock";

let admin: TestSession;
const today = testToday();

beforeAll(async () => {
  admin = await signInSeeded("admin");
});

const base = { title: "Series Test", description: "<p>A series.</p>", date: "2026-01-03", time: "8 AM-noon" };

async function post(body: Record<string, unknown>) {
  return api("/api/admin/events", { method: "POST", body, headers: asSession(admin) });
}

function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

const clocks = {
  la: new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    hourCycle: "h23",
    dateStyle: "short",
    timeStyle: "short",
  }),
  tokyo: new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Tokyo",
    hourCycle: "h23",
    dateStyle: "short",
    timeStyle: "short",
  }),
};

/** 'YYYY-MM-DD, HH:MM' of an instant on a zone's clock. */
function wall(zone: keyof typeof clocks, instant: Date): string {
  return clocks[zone].format(instant);
}

/** The instant of a Los Angeles wall-clock time, found by scanning the two possible offsets with Intl. */
function laInstant(date: string, hhmm: string): Date {
  for (const offset of ["-07:00", "-08:00"]) {
    const instant = new Date(`${date}T${hhmm}:00${offset}`);
    if (wall("la", instant) === `${date}, ${hhmm}`) return instant;
  }
  throw new Error(`no instant for ${date} ${hhmm}`);
}

interface Occurrence {
  start: Date;
  location: string;
}

/** Every occurrence ical.js expands from the feed for a UID, up to `until`, with changed dates applied. */
function expand(raw: string, uid: string, until: string): Occurrence[] {
  return calendarOccurrences(raw, until, { uid: (found) => found === uid }).map((details) => ({
    start: details.startDate.toJSDate(),
    location: String(details.item.location),
  }));
}

describe("refusals name the field and store nothing", () => {
  it.each([
    ["more often than daily", { rrule: "FREQ=HOURLY" }, "rrule", /more often than once a day/],
    ["ends before it starts", { rrule: "FREQ=WEEKLY;BYDAY=SA;UNTIL=20251201" }, "rrule", /ends before it starts/],
    ["no dates at all", { rrule: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260104" }, "rrule", /gives no dates/],
    ["unknown parts", { rrule: "FREQ=WEEKLY;BYHOUR=8" }, "rrule", /BYHOUR/],
    ["a skipped date off the rule", { rrule: "FREQ=WEEKLY;BYDAY=SA", exdates: ["2026-01-05"] }, "exdates.0", /one of/],
  ])("%s", async (_name, fields, field, message) => {
    const title = `Refused ${field} ${Math.random()}`;
    const { status, body } = await post({ ...base, title, ...fields });
    expect(status).toBe(400);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields[field]).toMatch(message);
    const list = (await api("/api/events")).body as CommunityEvent[];
    expect(list.some((e) => e.title === title)).toBe(false);
  });
});

describe("a series through the API", () => {
  it("stores the rule rebuilt in canonical form and shows the series once at its next date", async () => {
    const created = await post({
      ...base,
      date: addDays(today, -30),
      rrule: "RRULE:freq=weekly;byday=sa,tu;interval=1",
    });
    expect(created.status).toBe(201);
    expect(created.body.rrule).toBe("FREQ=WEEKLY;BYDAY=TU,SA");
    const list = (await api("/api/events")).body as CommunityEvent[];
    const shown = list.filter((e) => e.id === created.body.id);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.date >= today).toBe(true);
    expect([2, 6]).toContain(weekdayOf(shown[0]!.date));
    expect(shown[0]!.series?.text).toBe("Every Tuesday and Saturday, 8 AM – 12 PM");
    expect(shown[0]!.series?.upcoming).toHaveLength(6);
  });

  it("opens one occurrence with ?date=, refuses a malformed date and 404s a date off the rule", async () => {
    const [walk] = (await seededList<CommunityEvent>("/api/events")).filter((e) => e.id === "first-friday-art-walk");
    const changed = walk!.series!.changed[0]!;
    const one = await api(`/api/events/first-friday-art-walk?date=${changed.date}`);
    expect(one.status).toBe(200);
    expect(one.body.date).toBe(changed.date);
    expect(one.body.time).toBe("6 PM – 9 PM");
    expect(one.body.location).toBe("Bicentennial Park, Boulder City, NV");
    expect(one.body.note).toMatch(/sculpture night/);
    expect((await api("/api/events/first-friday-art-walk?date=2026-13-01")).status).toBe(400);
    const offRule = await api(`/api/events/first-friday-art-walk?date=${addDays(changed.date, 1)}`);
    expect(offRule.status).toBe(404);
    const ics = await (await stackFetch(`/api/events/first-friday-art-walk.ics?date=${changed.date}`)).text();
    expect(ics).not.toContain("RRULE:FREQ=MONTHLY");
    expect(ics).toContain(`UID:first-friday-art-walk-${changed.date}@`);
    expect(ics).toContain(`DTSTART;TZID=America/Los_Angeles:${changed.date.replace(/-/g, "")}T180000`);
  });

  it("ends a series from a date: its earlier dates stay, and it shows once in Past Events at its last date", async () => {
    const start = addDays(today, -70);
    const created = await post({ ...base, title: "Ending Series", date: start, rrule: "FREQ=WEEKLY" });
    expect(created.status).toBe(201);
    const until = addDays(today, -1);
    const ended = await api(`/api/admin/events/${created.body.id}`, {
      method: "PUT",
      body: { title: "Ending Series", date: start, rrule: `FREQ=WEEKLY;UNTIL=${until.replace(/-/g, "")}` },
      headers: asSession(admin),
    });
    expect(ended.status).toBe(200);
    const shown = ((await api("/api/events")).body as CommunityEvent[]).filter((e) => e.id === created.body.id);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.series?.ended).toBe(true);
    expect(shown[0]!.date < today).toBe(true);
    expect(shown[0]!.date > addDays(today, -8)).toBe(true);
    expect(weekdayOf(shown[0]!.date)).toBe(weekdayOf(start));
    // An earlier date still opens.
    expect((await api(`/api/events/${created.body.id}?date=${addDays(start, 7)}`)).status).toBe(200);
  });

  it("keeps a one-off event unchanged", async () => {
    const created = await post({ ...base, title: "One-off", date: "2030-05-01" });
    expect(created.status).toBe(201);
    expect(created.body.rrule).toBe("");
    const read = await api(`/api/events/${created.body.id}`);
    expect(read.body.date).toBe("2030-05-01");
    expect(read.body.series).toBeNull();
  });
});

describe("the calendar feed read back by ical.js", () => {
  const horizon = addDays(today, 366);

  it("sends the weekly market as one VEVENT whose every date is Saturday 8 AM in Los Angeles", async () => {
    const raw = await (await stackFetch("/api/events.ics")).text();
    const uid = raw.match(/UID:(saturday-farmers-market@[^\r\n]+)/)![1]!;
    expect(raw.match(new RegExp(`UID:${uid}`, "g"))).toHaveLength(1);
    expect(raw).toContain("RRULE:FREQ=WEEKLY;BYDAY=SA");
    const dates = expand(raw, uid, horizon);
    expect(dates.length).toBeGreaterThan(50);
    for (const { start } of dates) {
      const [date] = wall("la", start).split(", ");
      expect(weekdayOf(date!)).toBe(6);
      expect(start.getTime()).toBe(laInstant(date!, "08:00").getTime());
      // From Tokyo the same instant is Sunday, at midnight (PDT) or 1 AM (PST).
      const [tokyoDate, tokyoTime] = wall("tokyo", start).split(", ");
      expect(tokyoDate).toBe(addDays(date!, 1));
      expect(["00:00", "01:00"]).toContain(tokyoTime);
    }
  });

  it("skips the art walk's skipped date and moves its changed date, first Fridays at 5 PM otherwise", async () => {
    const [walk] = (await seededList<CommunityEvent>("/api/events")).filter((e) => e.id === "first-friday-art-walk");
    const series = walk!.series!;
    const raw = await (await stackFetch("/api/events.ics")).text();
    const uid = raw.match(/UID:(first-friday-art-walk@[^\r\n]+)/)![1]!;
    expect(raw).toMatch(/EXDATE;TZID=America\/Los_Angeles:\d{8}T170000/);
    expect(raw).toMatch(/RECURRENCE-ID;TZID=America\/Los_Angeles:\d{8}T170000/);
    const got = expand(raw, uid, horizon);
    // Written out by hand: every first Friday from the start, except the skipped one.
    const expected: string[] = [];
    for (let d = series.start; d <= horizon; d = addDays(d, 1)) {
      if (weekdayOf(d) === 5 && Number(d.slice(8)) <= 7 && !series.skipped.includes(d)) expected.push(d);
    }
    expect(got.map((o) => wall("la", o.start).split(", ")[0])).toEqual(expected);
    for (const o of got) {
      const [date] = wall("la", o.start).split(", ");
      const change = series.changed.find((c) => c.date === date);
      expect(o.start.getTime()).toBe(laInstant(date!, change ? "18:00" : "17:00").getTime());
      expect(o.location).toContain(change ? "Bicentennial Park" : "Nevada Way galleries");
      // Tokyo is 16 or 17 hours ahead: the next morning.
      expect(wall("tokyo", o.start).split(", ")[0]).toBe(addDays(date!, 1));
    }
  });
});
