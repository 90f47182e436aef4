/**
 * The listing statistics' beacon in `npm run bench` (docs/decisions/0048): POST /api/stats on the built function in
 * one Node process, as one instance runs it (bench-instance.ts).
 * - Latency at 100 connections for 10 s (BENCH_SECONDS) per kind: a business page's view and a directory page's 24
 *   appearances, every request a new page view from one of 5,000 networks, as a crowd of visitors sends them. Each
 *   answer waits for the group commit that carries its counts (docs/decisions/0060), and the beacons that arrive
 *   during a commit share the next one. Goal: no errors, p95 ≤ 50 ms.
 * - Firestore document writes per 1,000 page views: a mix of pages' beacons to the function's app in this process,
 *   counting the document writes firebase-admin sends.
 */
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { getApps, initializeApp } from "firebase-admin/app";
import { WriteBatch } from "firebase-admin/firestore";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Beacon, BeaconKind } from "@main-street/domain/listing-beacon";
import { api } from "@main-street/domain/paths";
import { stackAdmin } from "./stack/admin";

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const BUSINESSES = 1000;
const HOSTED_EVENTS = 150;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let requests = 0;
/** A visitor's request: the beacon's own headers, from one of 5,000 networks (the instance trusts two proxy hops). */
function headers(): Record<string, string> {
  const n = requests++ % 5000;
  return {
    "content-type": "text/plain;charset=UTF-8",
    "user-agent": CHROME,
    "x-forwarded-for": `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}, 127.0.0.1`,
  };
}

const pick = (n: number) => Math.floor(Math.random() * n);
const business = () => `bench-${pick(BUSINESSES)}`;
/** One directory results page: 24 different listings. */
function resultsPage(): string[] {
  const start = pick(BUSINESSES - 24);
  return Array.from({ length: 24 }, (_, i) => `bench-${start + i}`);
}

const beacon = (kind: BeaconKind, ids: string[]): Beacon => ({ view: randomUUID(), kind, ids });
const BODIES: Record<"view" | "appearance", () => Beacon> = {
  view: () => beacon("view", [business()]),
  appearance: () => beacon("appearance", resultsPage()),
};

/** The first HOSTED_EVENTS bench events get a host business, so event pages count (bench.ts loads the events). */
async function hostEvents(db: FirebaseFirestore.Firestore): Promise<void> {
  const batch = db.batch();
  for (let i = 0; i < HOSTED_EVENTS; i++) {
    batch.update(db.collection("events").doc(`bench-event-${i}`), { hostBusinessId: `bench-${i}` });
  }
  batch.set(db.doc("_meta/cache"), { version: `bench-beacon-${Date.now()}` });
  await batch.commit();
}

function load(origin: string, kind: keyof typeof BODIES, seconds: number, latencies: number[] = []) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin + api.stats.href(),
        method: "POST",
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, headers: headers(), body: JSON.stringify(BODIES[kind]()) }) }],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

async function latency(origin: string, kind: keyof typeof BODIES): Promise<string> {
  await load(origin, kind, 3); // a warm-up, as the other tables have
  const latencies: number[] = [];
  const result = await load(origin, kind, DURATION_S, latencies);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const p95 = at(95);
  return [
    `POST /api/stats (${kind === "view" ? "a page view" : "24 appearances"})`.padEnd(38),
    `p50 ${at(50).toFixed(1)} ms`,
    `p95 ${p95.toFixed(1)} ms`,
    `rps ${result.requests.average.toFixed(0)}`,
    `requests ${result.requests.total}`,
    `errors ${result.errors + result.non2xx}`,
    result.errors + result.non2xx === 0 && p95 <= 50 ? "OK" : "OVER GOAL",
  ].join("  ");
}

/** What one page view sends, by page: a business page (one in ten taps a link), a directory page, an event page. */
function pageView(i: number): Beacon[] {
  if (i % 20 < 8) {
    const id = business();
    return i % 10 === 0 ? [beacon("view", [id]), beacon("website", [id])] : [beacon("view", [id])];
  }
  if (i % 20 < 15) return [beacon("appearance", resultsPage())];
  if (i % 20 < 18) return [beacon("event", [`bench-event-${pick(HOSTED_EVENTS)}`])];
  return []; // home, events list, information pages: nothing counted
}

const MIX =
  "40% business pages (a tenth with a tap), 35% directory pages of 24 cards, 15% hosted events' pages, 10% others";

/** Every document write firebase-admin sends from this process: the app below runs here, over the same module. */
let documentWrites = 0;
const commit = WriteBatch.prototype.commit;
WriteBatch.prototype.commit = function counted(this: WriteBatch) {
  documentWrites += (this as unknown as { _opCount: number })._opCount;
  return commit.call(this);
};

/**
 * 1,000 page views' beacons, 20 at a time, to the function's app in this process (production's settings): each is
 * answered once its counts are written, so the document writes sent are known when the last answer comes, beside
 * the one-write-per-listing-counted bound that a site whose beacons never arrive together reaches.
 */
async function writesPerThousand(): Promise<string[]> {
  // The app makes firebase-admin's default app only when there is no app at all; this bench's handle is a named one.
  if (!getApps().some((app) => app.name === "[DEFAULT]")) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const { createApp } = await import("../functions/src/app");
  const server = createApp().listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const beacons = Array.from({ length: 1000 }, (_, i) => pageView(i)).flat();
  documentWrites = 0;
  let counted = 0;
  let listings = 0;
  const started = Date.now();
  for (let i = 0; i < beacons.length; i += 20) {
    await Promise.all(
      beacons.slice(i, i + 20).map(async (b) => {
        const init = { method: "POST", headers: headers(), body: JSON.stringify(b) };
        if ((await fetch(origin + api.stats.href(), init)).status !== 204) return;
        counted++;
        listings += b.ids.length;
      }),
    );
  }
  const seconds = (Date.now() - started) / 1000;
  server.close();
  return [
    `1,000 page views (${MIX}):`,
    `  ${beacons.length} beacons, ${counted} counted, in ${seconds.toFixed(1)} s: ${documentWrites} Firestore ` +
      `document writes (beacons arriving during a commit share the next); at most ${listings}, one per listing ` +
      "counted, when beacons never arrive together",
    "  by page, at most: a business page 1 (+1 a tap), a directory page 1 a card shown (24 a results page, up to " +
      "30 grouped), a hosted event's page 1, any other page 0",
  ];
}

/** The beacon's rows for bench.ts's one-process table: `origin` is the built function's. */
export async function beaconRows(origin: string, adminEnv: Record<string, string>): Promise<string[]> {
  const admin = stackAdmin(adminEnv);
  try {
    await hostEvents(admin.db);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the instance rereads its cache's version every 2 s
    const writes = await writesPerThousand();
    const rows = [await latency(origin, "view"), await latency(origin, "appearance")];
    return [...rows, "", ...writes];
  } finally {
    await admin.close();
  }
}
