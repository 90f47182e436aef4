/**
 * `npm run bench:import`: the calendar import (docs/product.md#importing-calendars) on a fresh local stack. A
 * calendar of 500 events (450 one-off events and 50 weekly series) served on a loopback port is imported through
 * "Import now" as staff run it: the first run (every event new), a second run (nothing changed), a run after 50
 * events changed and 25 left the calendar, and the same calendar sent to the inbox. Prints each run's time and
 * what it did.
 */
import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import type { CalendarRun } from "@main-street/domain/calendar-sources";
import { api } from "@main-street/domain/paths";
import { adminCookie } from "./bench-inbox";
import { stackAdmin } from "./stack/admin";
import { startStack } from "./stack/stack";
import { seedBusinesses } from "./seed/data";
import { calendarText, serveFeeds, type FeedEvent } from "./test/calendar-feed";

const ONE_OFFS = 450;
const SERIES = 50;

function feed(): FeedEvent[] {
  const today = todayInSiteZone();
  const events: FeedEvent[] = [];
  for (let i = 0; i < ONE_OFFS; i++) {
    events.push({
      uid: `bench-${i}@calendar.example`,
      title: `Bench event ${i}`,
      date: addDays(today, 1 + (i % 350)),
      start: `${String(9 + (i % 10)).padStart(2, "0")}:00`,
      description: `Gathering number ${i} on Nevada Way.\nAll welcome.`,
    });
  }
  for (let i = 0; i < SERIES; i++) {
    events.push({
      uid: `bench-series-${i}@calendar.example`,
      title: `Bench series ${i}`,
      date: addDays(today, 1 + i),
      start: "08:00",
      rrule: `FREQ=WEEKLY;COUNT=${10 + (i % 20)}`,
    });
  }
  return events;
}

/**
 * A hostile owner's calendar (issue 42): a few daily events with 45 kB descriptions, their SEQUENCE raised on every
 * run. Prints each run's time, the documents it wrote (ledger entries, inbox items, events: by update time) and the
 * bytes they hold.
 */
async function hostileOwner(
  admin: ReturnType<typeof stackAdmin>,
  call: (method: string, path: string, body?: unknown) => Promise<unknown>,
): Promise<void> {
  // A listing of the seed as the business (the bench's stack starts empty).
  const { id: business, ...listing } = seedBusinesses[0]!;
  await admin.db.doc(`businesses/${business}`).set({ ...listing, createdAt: new Date(), updatedAt: new Date() });
  const ownerUid = "bench-hostile-owner";
  await admin.db.doc(`business_owners/${business}__${ownerUid}`).set({
    businessId: business,
    uid: ownerUid,
    email: "hostile@example.com",
    name: "Hostile owner",
    since: new Date(),
    nextReminderAt: new Date(Date.now() + 90 * 86_400_000),
  });
  const feeds = await serveFeeds();
  // The owner's calendar's id for the business (functions/src/calendar-import/sources.ts ownerSourceId).
  const id = `owner-${createHash("sha256").update(business).digest("base64url").slice(0, 24)}`;
  await admin.db.doc(`calendar-sources/${id}`).set({
    address: feeds.url("hostile.ics"),
    hostBusinessId: business,
    category: "",
    mode: "inbox",
    ownerUid,
    ledger: "",
    lastRun: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const long = "Spam ".repeat(9000); // 45 kB
  const today = todayInSiteZone();
  const hostile = (sequence: number): FeedEvent[] =>
    Array.from({ length: 8 }, (_, i) => ({
      uid: `hostile-${i}@spam.example`,
      title: `Daily offer ${i}`,
      date: addDays(today, 1),
      start: "09:00",
      rrule: "FREQ=DAILY;BYSETPOS=1", // daily, in a form no series says: single dates
      sequence,
      description: long,
    }));
  const written = async (since: Date) => {
    let docs = 0;
    let bytes = 0;
    for (const [collection, field] of [
      ["calendar_imports", "sourceId"],
      ["inbox", "source.collection"],
    ] as const) {
      const snap =
        collection === "inbox"
          ? await admin.db.collection(collection).where("type", "==", "import").get()
          : await admin.db.collection(collection).where(field, "==", id).get();
      for (const doc of snap.docs) {
        if (collection === "inbox" && !JSON.stringify(doc.data()).includes(business)) continue;
        bytes += Buffer.byteLength(JSON.stringify(doc.data()));
        if (doc.updateTime.toDate() >= since) docs += 1;
      }
    }
    return { docs, bytes };
  };
  console.log(
    `\nA hostile owner's calendar: 8 daily events (single dates) with 45 kB descriptions, SEQUENCE raised each run:\n`,
  );
  try {
    for (let run = 1; run <= 3; run++) {
      feeds.set("hostile.ics", hostile(run));
      const since = new Date();
      const started = performance.now();
      const result = (await call("POST", api.admin.calendarImport.href(id))) as CalendarRun;
      const ms = performance.now() - started;
      const { docs, bytes } = await written(since);
      console.log(
        `Run ${run}: ${ms.toFixed(0).padStart(6)} ms   ${docs} documents written, ${(bytes / 1024).toFixed(0)} kB stored ` +
          `for the calendar, ${result.inbox} to the inbox${result.warnings[0] ? `; "${result.warnings[0].slice(0, 90)}…"` : ""}`,
      );
    }
  } finally {
    await feeds.close();
  }
}

async function main() {
  console.log("Starting a fresh local stack…");
  const stack = await startStack({ verbose: process.env.BENCH_VERBOSE === "1" });
  const feeds = await serveFeeds();
  try {
    const admin = stackAdmin(stack.adminEnv);
    const cookie = await adminCookie(admin, stack.url, stack.adminEnv);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(stack.url + path, {
        method,
        headers: { cookie, origin: stack.url, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as unknown;
    };
    // BENCH_ONLY=hostile runs the hostile owner's calendar alone.
    if (process.env.BENCH_ONLY === "hostile") {
      await hostileOwner(admin, call);
      await admin.close();
      return;
    }
    const events = feed();
    feeds.set("bench.ics", events);
    const bytes = Buffer.byteLength(calendarText(events));
    const source = (await call("POST", api.admin.calendarSources.href(), {
      address: feeds.url("bench.ics"),
      category: "Bench",
      mode: "publish",
    })) as { id: string };

    const rows: string[] = [];
    const run = async (label: string, id: string) => {
      const started = performance.now();
      const result = (await call("POST", api.admin.calendarImport.href(id))) as CalendarRun;
      const ms = performance.now() - started;
      const did = `added ${result.added}, updated ${result.updated}, cancelled ${result.cancelled}, to inbox ${result.inbox}`;
      rows.push(
        `${label.padEnd(44)} ${`${ms.toFixed(0)} ms`.padStart(9)}   ${did}${result.error ? `, error: ${result.error}` : ""}`,
      );
    };
    console.log(
      `\nA calendar of ${ONE_OFFS + SERIES} events (${SERIES} weekly series), ${Math.round(bytes / 1024)} kB:\n`,
    );
    await run("First run, publish automatically", source.id);
    await run("Second run, nothing changed", source.id);
    // 25 one-off events leave the calendar; the next 50 change (a new SEQUENCE and title).
    const changed = events.slice(25).map((e, i) => (i < 50 ? { ...e, sequence: 1, title: `${e.title} (changed)` } : e));
    feeds.set("bench.ics", changed);
    await run("Third run, changes and events gone", source.id);
    await run("Fourth run, nothing changed", source.id);
    feeds.set("inbox.ics", events);
    const inbox = (await call("POST", api.admin.calendarSources.href(), {
      address: feeds.url("inbox.ics"),
      mode: "inbox",
    })) as { id: string };
    await run("The same 500 sent to the inbox", inbox.id);
    await run("Inbox source, second run", inbox.id);
    for (const row of rows) console.log(row);
    const stored = (await admin.db.collection("events").get()).docs.filter(
      (d) => (d.get("imported") as { sourceId?: string } | undefined)?.sourceId === source.id,
    ).length;
    console.log(`\nEvents stored for the published calendar: ${stored} (one per key, never two).`);
    console.log(`Requests to the calendar: ${feeds.requests("bench.ics")} for 4 runs.`);
    await hostileOwner(admin, call);
    await admin.close();
  } finally {
    await feeds.close();
    await stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
