/**
 * A calendar the test serves itself, for the calendar import (functions/src/calendar-import): a node http server on
 * a free loopback port whose .ics the test changes between runs. The local stack's function may read loopback
 * addresses (platform/config.ts onLocalStack); production's never can.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { addDays } from "@main-street/domain/dates";
import { testToday } from "./test-clock";

export interface FeedEvent {
  uid: string;
  title: string;
  /** YYYY-MM-DD, in Boulder City time. */
  date: string;
  /** HH:MM (24-hour), Boulder City time; an hour long. */
  start?: string;
  sequence?: number;
  location?: string;
  description?: string;
  /** An RRULE's value, e.g. FREQ=WEEKLY;COUNT=10. */
  rrule?: string;
  cancelled?: boolean;
}

const stamp = (date: string, time: string) => `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");

function vevent(e: FeedEvent): string[] {
  const start = e.start ?? "10:00";
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}${start.slice(2)}`;
  return [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=America/Los_Angeles:${stamp(e.date, start)}`,
    `DTEND;TZID=America/Los_Angeles:${stamp(e.date, end)}`,
    `SUMMARY:${text(e.title)}`,
    `DESCRIPTION:${text(e.description ?? `${e.title}, downtown.`)}`,
    `LOCATION:${text(e.location ?? "Wilbur Square")}`,
    ...(e.rrule ? [`RRULE:${e.rrule}`] : []),
    ...(e.cancelled ? ["STATUS:CANCELLED"] : []),
    "END:VEVENT",
  ];
}

/** A calendar file holding these events. */
export function calendarText(events: FeedEvent[]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Main Street tests//Feed//EN", ...events.flatMap(vevent)];
  return [...lines, "END:VCALENDAR", ""].join("\r\n");
}

/**
 * YYYY-MM-DD, `days` after the site's today (Boulder City's date at the file's clock, as the import reads it): inside
 * the import's window of a year from today.
 */
export function daysFromNow(days: number): string {
  return addDays(testToday(), days);
}

export interface ServedFeeds {
  /** The address of `name` (any path; one not set answers 404). */
  url(name: string): string;
  /** What `name` serves from now on: a calendar's events, or raw text with its content type. */
  set(name: string, body: FeedEvent[] | { text: string; type: string }): void;
  /** How many times `name` was requested. */
  requests(name: string): number;
  close(): Promise<void>;
}

/** Starts a server on a free loopback port; each name is a path of its own. */
export async function serveFeeds(): Promise<ServedFeeds> {
  const bodies = new Map<string, { text: string; type: string }>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? "/").slice(1);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const body = bodies.get(name);
    if (!body) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    res.writeHead(200, { "content-type": body.type }).end(body.text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    set: (name, body) =>
      bodies.set(name, Array.isArray(body) ? { text: calendarText(body), type: "text/calendar; charset=utf-8" } : body),
    requests: (name) => counts.get(name) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
