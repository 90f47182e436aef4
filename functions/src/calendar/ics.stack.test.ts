/**
 * The calendars, read through the hosting emulator and parsed with ical.js (an independent parser, not the
 * library that wrote them). ical.js knows no time zone but UTC until the file's own VTIMEZONE is registered,
 * so the instants below prove the VTIMEZONE is right, not just the TZID.
 */
import ICAL from "ical.js";
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { createEventAs } from "../../../scripts/test/events";
import { asSession, signInSeeded, type TestSession } from "../../../scripts/test/sessions";
import { writeLegacyEvent } from "../../../scripts/test/legacy-records";
import { seededList } from "../../../scripts/test/seeded-lists";
import { adminForTests, api, stackFetch, stackUrl } from "../../../scripts/test/stack-env";
import { testToday } from "../../../scripts/test/test-clock";

interface Calendar {
  raw: string;
  events: ICAL.Event[];
}

function parseCalendar(raw: string): Calendar {
  const calendar = new ICAL.Component(ICAL.parse(raw));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { raw, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

async function calendar(path: string): Promise<Calendar & { response: Response }> {
  const response = await stackFetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  return { response, ...parseCalendar(await response.text()) };
}

let admin: TestSession;
const created: string[] = [];

async function createEvent(fields: { title: string; date: string; time: string }): Promise<CommunityEvent> {
  const event = await createEventAs(admin, fields);
  created.push(event.id);
  return event;
}

beforeAll(async () => {
  admin = await signInSeeded("admin");
});

afterAll(async () => {
  for (const id of created) await api(`/api/admin/events/${id}`, { method: "DELETE", headers: asSession(admin) });
});

describe("GET /api/events/{id}.ics", () => {
  it("puts a summer evening at the right instant (PDT, -07:00) with a VTIMEZONE", async () => {
    const event = await createEvent({ title: "Summer Concert", date: "2026-07-04", time: "7:00 PM" });
    const { raw, events, response } = await calendar(`/api/events/${event.id}.ics`);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${event.id}.ics"`);
    expect(raw).toContain("DTSTART;TZID=America/Los_Angeles:20260704T190000");
    expect(raw).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Los_Angeles/);
    expect(events).toHaveLength(1);
    const [vevent] = events;
    expect(vevent!.summary).toBe("Summer Concert");
    expect(vevent!.startDate.zone?.tzid).toBe("America/Los_Angeles");
    expect(vevent!.startDate.toJSDate().toISOString()).toBe("2026-07-05T02:00:00.000Z");
    expect(vevent!.endDate.toJSDate().toISOString()).toBe("2026-07-05T04:00:00.000Z"); // 2 h default
    expect(vevent!.location).toBe("Wilbur Square Park, Boulder City, NV 89005");
    expect(vevent!.description).toContain(`${stackUrl()}/events/${event.id}`);
  });

  it("puts a winter evening at the right instant (PST, -08:00), reading long-form dates", async () => {
    const event = await createEvent({ title: "Winter Carols", date: "December 15, 2026", time: "7-9 PM" });
    const [vevent] = (await calendar(`/api/events/${event.id}.ics`)).events;
    expect(vevent!.startDate.toJSDate().toISOString()).toBe("2026-12-16T03:00:00.000Z");
    expect(vevent!.endDate.toJSDate().toISOString()).toBe("2026-12-16T05:00:00.000Z");
  });

  it("makes an event without a readable time all-day", async () => {
    const event = await createEvent({ title: "Sidewalk Sale", date: "2026-08-01", time: "All day" });
    const { raw, events } = await calendar(`/api/events/${event.id}.ics`);
    expect(raw).toContain("DTSTART;VALUE=DATE:20260801");
    const [vevent] = events;
    expect(vevent!.startDate.isDate).toBe(true);
    expect(vevent!.startDate.toString()).toBe("2026-08-01");
    expect(vevent!.endDate.toString()).toBe("2026-08-02");
  });

  it("keeps the UID when the event is edited, so subscribers see one updated event", async () => {
    const date = addDays(testToday(), 10);
    const event = await createEvent({ title: "Art Walk", date, time: "6 PM" });
    const before = (await calendar(`/api/events/${event.id}.ics`)).events[0]!;
    const uid = before.uid;
    expect(uid).toBe(`${event.id}@${new URL(stackUrl()).host}`);

    const edit = await api(`/api/admin/events/${event.id}`, {
      method: "PUT",
      body: { title: "Art Walk (new time)", time: "7:30 PM" },
      headers: asSession(admin),
    });
    expect(edit.status).toBe(200);

    const after = (await calendar(`/api/events/${event.id}.ics`)).events;
    expect(after.map((e) => [e.uid, e.summary])).toEqual([[uid, "Art Walk (new time)"]]);
    expect(after[0]!.startDate.toString()).toBe(`${date}T19:30:00`);
    const feed = (await calendar("/api/events.ics")).events.filter((e) => e.uid === uid);
    expect(feed.map((e) => e.summary)).toEqual(["Art Walk (new time)"]);
  });

  it("answers 404 for an unknown event and leaves the JSON route alone", async () => {
    const missing = await api("/api/events/no-such-event.ics");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    const [first] = await seededList<CommunityEvent>("/api/events");
    const json = await api(`/api/events/${first!.id}`);
    expect(json.status).toBe(200);
    expect(json.body.id).toBe(first!.id);
  });
});

describe("GET /api/events.ics", () => {
  it("is a feed of the events from 90 days ago onward (in Los Angeles), one VEVENT each", async () => {
    // docs/product.md#recurring-events: an event stays in the feed 90 days after its last date, so subscribers keep
    // its past dates (an ended series' too) for that long.
    const since = addDays(testToday(), -90);
    const all = await seededList<CommunityEvent>("/api/events");
    const { events, raw } = await calendar("/api/events.ics");
    // A series' changed date is a second VEVENT with the series' UID and a RECURRENCE-ID (series.stack.test.ts).
    const uids = events.filter((e) => !e.isRecurrenceException()).map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const host = new URL(stackUrl()).host;
    const expected = all.filter((e) => e.date >= since).map((e) => `${e.id}@${host}`);
    expect(all.some((e) => e.date < testToday() && e.date >= since)).toBe(true);
    expect(expected.length).toBeGreaterThan(5);
    expect([...uids].sort()).toEqual([...expected].sort());
    expect(raw).toContain("X-WR-CALNAME:Boulder City Main Street Events");
    for (const e of events) {
      expect(e.startDate.isDate || e.startDate.zone?.tzid === "America/Los_Angeles").toBe(true);
      expect(e.startDate.toJSDate().getTime()).toBeLessThan(e.endDate.toJSDate().getTime());
    }
  });
});

describe("line breaks in event text never become calendar lines", () => {
  const INJECTED = "Party\r\nMETHOD:CANCEL\r\nX-INJECTED:1";

  it("the API refuses a title, time or location holding control characters, and stores nothing", async () => {
    const db = adminForTests();
    try {
      for (const field of ["title", "time", "location"] as const) {
        const body = {
          title: "Line break check",
          description: "<p>x</p>",
          date: "2031-01-01",
          [field]: INJECTED,
        };
        const before = (await db.db.collection("events").count().get()).data().count;
        const response = await api("/api/admin/events", { method: "POST", body, headers: asSession(admin) });
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe("validation_failed");
        expect(response.body.error.fields[field]).toMatch(/can't contain line breaks or control characters$/);
        expect((await db.db.collection("events").count().get()).data().count).toBe(before);
      }
    } finally {
      await db.close();
    }
  });

  it("an older record holding them still gives one calendar, with no injected properties", async () => {
    // Written straight to the database, as data stored before the schemas refused control characters.
    const { id, remove } = await writeLegacyEvent("legacy-crlf", {
      title: INJECTED,
      time: "7 PM\r\nMETHOD:CANCEL",
      location: "Square\u0000\r\nATTENDEE:mailto:x@evil.example",
      category: "Fest\r\nMETHOD:CANCEL",
    });
    try {
      expect((await api(`/api/events/${id}`)).status).toBe(200);

      for (const path of [`/api/events/${id}.ics`, "/api/events.ics"]) {
        const { raw } = await calendar(path);
        const root = new ICAL.Component(ICAL.parse(raw));
        expect(root.name).toBe("vcalendar");
        expect(root.getFirstPropertyValue("method")).toBeNull();
        expect(raw).not.toMatch(/^(METHOD|X-INJECTED|ATTENDEE)/m);
        const vevent = root
          .getAllSubcomponents("vevent")
          .find((v) => v.getFirstPropertyValue("uid")?.toString().startsWith(id))!;
        expect(vevent.getFirstPropertyValue("summary")).toBe("Party METHOD:CANCEL X-INJECTED:1");
        expect(String(vevent.getFirstPropertyValue("location"))).toMatch(/^Square ATTENDEE:mailto:x@evil\.example/);
        expect(vevent.getAllProperties("attendee")).toEqual([]);
        if (path.endsWith(`${id}.ics`)) {
          expect(root.getFirstPropertyValue("x-wr-calname")).toBe("Party METHOD:CANCEL X-INJECTED:1");
        }
      }
    } finally {
      await remove();
    }
  });
});
