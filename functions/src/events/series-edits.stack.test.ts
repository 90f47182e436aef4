/**
 * The series edits organisers ask for (docs/product.md#recurring-events), through the staff API and read back with
 * ical.js as a calendar app reads the feed: "first and third Thursday", extra dates, a moved date, a pause, and
 * "this and following".
 */
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { listedDate } from "@main-street/domain/series-view";
import { createEventAs } from "../../../scripts/test/events";
import { calendarOccurrences, dateOf } from "../../../scripts/test/calendar-app";
import { asSession, signInSeeded, type TestSession } from "../../../scripts/test/sessions";
import { adminForTests, api, stackFetch } from "../../../scripts/test/stack-env";
import { testToday } from "../../../scripts/test/test-clock";

let admin: TestSession;
const today = testToday();

beforeAll(async () => {
  admin = await signInSeeded("admin");
});

const create = (fields: Record<string, unknown>) => createEventAs(admin, { time: "7 PM", ...fields });

/** The days a calendar app shows for an event's whole-series file, up to `until`, as [series date, day, time]. */
async function calendarDays(id: string, until: string): Promise<string[][]> {
  const raw = await (await stackFetch(`/api/events/${id}.ics`)).text();
  return calendarOccurrences(raw, until).map(({ startDate, recurrenceId }) => [
    dateOf(recurrenceId),
    dateOf(startDate),
    `${startDate.hour}:${String(startDate.minute).padStart(2, "0")}`,
  ]);
}

/** The site's next dates for the series, the same way: [series date, day, time]. */
async function siteDays(id: string): Promise<string[][]> {
  const event = (await api(`/api/events/${id}`)).body as CommunityEvent;
  const clock = (time: string) => ({ "7 PM": "19:00", "10 AM": "10:00" })[time] ?? time;
  return event.series!.upcoming.map((d) => {
    const listed = listedDate(event.series!, d);
    return [listed.date, listed.day, clock(listed.time)];
  });
}

/** The first `weekday` (0 = Sunday) after today. */
function nextWeekday(weekday: number): string {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (weekday - day + 7) % 7 || 7);
}

it("first and third Thursday: the site's next dates are the calendar's", async () => {
  const event = await create({ title: "Book Club", date: nextWeekday(4), rrule: "FREQ=MONTHLY;BYDAY=1TH,3TH" });
  expect(event.rrule).toBe("FREQ=MONTHLY;BYDAY=1TH,3TH");
  const site = await siteDays(event.id);
  expect(site).toHaveLength(6);
  for (const [date] of site) expect([1, 3]).toContain(Math.ceil(Number(date!.slice(8)) / 7));
  const calendar = (await calendarDays(event.id, site.at(-1)![1]!)).filter(([, day]) => day! >= today);
  expect(calendar).toEqual(site);
});

it("an extra date, a moved date and a pause: the same dates on the site and in the calendar", async () => {
  const saturday = nextWeekday(6);
  const event = await create({
    title: "Edited Market",
    date: saturday,
    rrule: "FREQ=WEEKLY;BYDAY=SA;COUNT=8",
    rdates: [addDays(saturday, 3)],
    overrides: [{ date: addDays(saturday, 7), moveTo: addDays(saturday, 8), time: "10 AM" }],
    pauses: [{ from: addDays(saturday, 14), to: addDays(saturday, 27) }],
  });
  const site = await siteDays(event.id);
  expect(site.slice(0, 4)).toEqual([
    [saturday, saturday, "19:00"],
    [addDays(saturday, 3), addDays(saturday, 3), "19:00"],
    [addDays(saturday, 7), addDays(saturday, 8), "10:00"],
    [addDays(saturday, 28), addDays(saturday, 28), "19:00"],
  ]);
  expect(await calendarDays(event.id, site.at(-1)![0]!)).toEqual(site);
  const moved = (await api(`/api/events/${event.id}?date=${addDays(saturday, 7)}`)).body as CommunityEvent;
  expect([moved.date, moved.time]).toEqual([addDays(saturday, 8), "10 AM"]);
});

it("this and following: the old series keeps its past and UID, the new one starts on the date with a new id", async () => {
  const start = addDays(today, -22);
  const event = await create({
    title: "Split Walk",
    date: start,
    rrule: "FREQ=WEEKLY;COUNT=10",
    exdates: [addDays(start, 35)],
  });
  const date = addDays(start, 28);
  const db = adminForTests();
  const count = async () => (await db.db.collection("events").count().get()).data().count;
  const before = await count();
  const refused = await api(`/api/admin/events/${event.id}/split`, {
    method: "POST",
    body: { date: addDays(date, 1) },
    headers: asSession(admin),
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields.date).toMatch(/repeat rule's dates/);
  expect(await count()).toBe(before);
  const split = await api(`/api/admin/events/${event.id}/split`, {
    method: "POST",
    body: { date },
    headers: asSession(admin),
  });
  expect(split.status).toBe(201);
  const created = split.body as CommunityEvent;
  expect(created.id).not.toBe(event.id);
  expect([created.date, created.rrule, created.exdates]).toEqual([date, "FREQ=WEEKLY;COUNT=6", [addDays(start, 35)]]);
  const old = (await api(`/api/events/${event.id}`)).body as CommunityEvent;
  expect(old.rrule).toBe(`FREQ=WEEKLY;UNTIL=${addDays(date, -1).replace(/-/g, "")}`);
  expect(old.series?.ended).toBe(true);
  expect(await calendarDays(event.id, addDays(start, 100))).toHaveLength(4);
  expect((await calendarDays(created.id, addDays(start, 100))).map(([d]) => d)).toEqual(
    [28, 42, 49, 56, 63].map((n) => addDays(start, n)),
  );
  await db.close();
});
