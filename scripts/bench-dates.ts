/**
 * `?date=` on a series (docs/product.md#recurring-events, issue 33): how long one date's answer takes, near, far and
 * refused, on a weekly, a monthly and a yearly series. Goal: every answer within 50 ms in one process.
 * - In `npm run bench` (dateRows): the built function in one Node process, one request at a time, each far request
 *   a date not asked before (a cache of earlier answers must not hide the cost).
 * - Alone (`npx tsx scripts/bench-dates.ts`): the same dates through the domain's eventOccurrence, no stack needed.
 */
import { performance } from "node:perf_hooks";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { eventOccurrence } from "@main-street/domain/recurrence";

const GOAL_MS = 50;
const RUNS = 10;

/** The bench's series (bench.ts writes them): a weekly, a monthly and a yearly one with no end. */
const DATE_SERIES = [
  { id: "bench-series-4", label: "weekly", rrule: "FREQ=WEEKLY;BYDAY=SA" },
  { id: "bench-series-1", label: "monthly", rrule: "FREQ=MONTHLY;BYDAY=1FR" },
  { id: "bench-series-3", label: "yearly", rrule: "FREQ=YEARLY" },
] as const;

/** The dates asked for one series: its next dates, dates far ahead (each new), and refused ones. */
function cases(next: string[], label: string): { name: string; dates: (i: number) => string }[] {
  const far = (i: number) => {
    // Far dates on the rule's pattern where it has one (Saturdays, years' July 4), each a different date.
    if (label === "weekly") return addDays("9999-12-18", -7 * i);
    if (label === "yearly") return `${9999 - i}-${next[0]!.slice(5)}`;
    return addDays("9999-12-03", -35 * i);
  };
  return [
    { name: "near (next dates)", dates: (i) => next[i % next.length]! },
    { name: "far (year 9999)", dates: far },
    { name: "far, 2100", dates: (i) => addDays("2100-01-02", 7 * i) },
    { name: "refused: off the rule", dates: (i) => addDays(next[i % next.length]!, 1) },
    { name: "refused: before start", dates: (i) => addDays("1900-01-06", 7 * i) },
  ];
}

function row(series: string, name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)]!;
  const max = sorted.at(-1)!;
  const flag = max > GOAL_MS ? "  OVER" : "";
  return `${series.padEnd(8)} ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(7)} ms  max ${max.toFixed(1).padStart(7)} ms${flag}`;
}

/** Through the one-process function at `api`: one request at a time, its status kept beside its time. */
export async function dateRows(api: string): Promise<string[]> {
  const rows: string[] = [];
  for (const s of DATE_SERIES) {
    const event = (await (await fetch(`${api}/api/events/${s.id}`)).json()) as CommunityEvent;
    for (const c of cases(event.series?.upcoming ?? [event.date], s.label)) {
      const times: number[] = [];
      const statuses = new Set<number>();
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const response = await fetch(`${api}/api/events/${s.id}?date=${c.dates(i)}`);
        await response.arrayBuffer();
        times.push(performance.now() - started);
        statuses.add(response.status);
      }
      rows.push(`${row(s.label, c.name, times)}  status ${[...statuses].join("/")}`);
    }
    // The .ics of one far date: the calendar route reads the same date.
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await (await fetch(`${api}/api/events/${s.id}.ics?date=${addDays("9999-12-18", -7 * i - 1)}`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    rows.push(row(s.label, ".ics far (year 9999)", times));
  }
  return rows;
}

/** The same dates through eventOccurrence in this process, on series like the bench's. */
function inProcess(): string[] {
  const today = todayInSiteZone();
  const rows: string[] = [];
  for (const s of DATE_SERIES) {
    const start = addDays(today, -400);
    const event = {
      id: s.id,
      title: s.label,
      description: "",
      excerpt: "",
      date: s.label === "yearly" ? "2025-07-04" : s.label === "monthly" ? "2025-01-03" : start,
      time: "8 AM-noon",
      location: "",
      image: "",
      category: "",
      featured: "false",
      rrule: s.rrule,
      displayDate: "",
      createdAt: "",
      updatedAt: "",
    } satisfies CommunityEvent;
    const next = eventOccurrence(event, today)!.series!.upcoming;
    for (const c of cases(next, s.label)) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        eventOccurrence(event, today, c.dates(i));
        times.push(performance.now() - started);
      }
      rows.push(row(s.label, c.name, times));
    }
  }
  return rows;
}

if (require.main === module) {
  console.log(`?date= answers computed in this process (${RUNS} dates each; goal ${GOAL_MS} ms):\n`);
  for (const line of inProcess()) console.log(line);
}
