/**
 * `npm run bench`: a fresh local stack with 1,000 generated businesses and 300 events. Through the hosting URL,
 * measures GET /api/businesses, a search and GET /api/events, each beside a static file of the same size served by
 * the same hosting emulator. The ratio (API / static) is the figure that matters. Then the server-rendered pages'
 * time to first byte (p50/p95) beside the static app.html shell's, as a ratio, and, with 10,000 inbox items, the
 * staff inbox's admin calls (scripts/bench-inbox.ts), as a signed-in admin.
 */
import autocannon from "autocannon";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { BUSINESS_CATEGORIES } from "@main-street/domain/categories";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { adminCookie, inboxEndpoints, loadInbox, INBOX_ITEMS } from "./bench-inbox";
import { stackAdmin } from "./stack/admin";
import { ROOT, startStack } from "./stack/stack";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORDS = [
  "historic",
  "desert",
  "canyon",
  "dam",
  "silver",
  "copper",
  "sunset",
  "mesa",
  "railroad",
  "lake",
  "juniper",
  "sage",
];
const NOUNS = ["Diner", "Outfitters", "Coffee", "Gallery", "Inn", "Sweets", "Books", "Mercantile", "Grill", "Bakery"];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}

async function load(db: FirebaseFirestore.Firestore): Promise<void> {
  const now = Timestamp.now();
  const today = todayInSiteZone();
  for (let start = 0; start < 1000; start += 250) {
    const batch = db.batch();
    for (let i = start; i < start + 250; i++) {
      const name = `${pick(WORDS, i * 7)} ${pick(WORDS, i * 3 + 1)} ${pick(NOUNS, i)} ${i}`.replace(/^\w/, (c) =>
        c.toUpperCase(),
      );
      batch.set(db.collection("businesses").doc(`bench-${i}`), {
        name,
        category: pick(BUSINESS_CATEGORIES, i),
        subcategory: pick(NOUNS, i + 3),
        description: `<p>${name} is a <strong>${pick(WORDS, i + 5)}</strong> favourite in historic downtown Boulder City.</p>`,
        excerpt: `A ${pick(WORDS, i + 2)} spot on Nevada Way.`,
        website: `https://bench-${i}.example.com`,
        phone: "(702) 555-0100",
        address: `${1300 + i} Nevada Way, Boulder City, NV 89005`,
        hours: "Daily 9am–5pm",
        image: "/images/seed/storefront.svg",
        tags: [pick(WORDS, i), pick(WORDS, i + 4)],
        featured: i % 25 === 0 ? "true" : "false",
        createdAt: now,
        updatedAt: now,
      });
    }
    await batch.commit();
  }
  const batch = db.batch();
  for (let i = 0; i < 300; i++) {
    batch.set(db.collection("events").doc(`bench-event-${i}`), {
      title: `${pick(WORDS, i).replace(/^\w/, (c) => c.toUpperCase())} Night ${i}`,
      description: `<p>Community gathering number ${i} on Arizona Street.</p>`,
      excerpt: "",
      date: addDays(today, i - 150),
      time: "7:00 PM",
      location: "Wilbur Square Park",
      image: "",
      category: "Community",
      featured: i % 30 === 0 ? "true" : "false",
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
  await db.doc("_meta/cache").set({ version: `bench-${Date.now()}` });
}

interface Figures {
  p50: number;
  p95: number;
  rps: number;
  errors: number;
  bytes: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The functions emulator serves one request per worker process and starts a new, cold worker whenever all are
 * busy (production's gen-2 instance takes 80 at once), so each target is warmed at full concurrency first.
 */
async function warm(url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 3 });
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const bytes = (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
  await warm(url, headers);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S }, (error, res) =>
      error ? reject(error) : resolve(res),
    );
    // Every response time is kept, so p95 is exact (autocannon's summary has no p95).
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p95: Number(percentile(latencies, 95).toFixed(1)),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    bytes,
  };
}

/** Time to first byte (response headers) of GETs from CONNECTIONS parallel clients for DURATION_S, after a warm-up. */
async function measureTtfb(url: string): Promise<{ p50: number; p95: number; errors: number }> {
  await warm(url, {});
  const times: number[] = [];
  let errors = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = Date.now() + DURATION_S * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      http
        .get(url, { agent }, (res) => {
          times.push(performance.now() - start);
          if (res.statusCode !== 200) errors++;
          res.resume().on("end", resolve);
        })
        .on("error", () => {
          errors++;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const fixed = (n: number) => Number(n.toFixed(1));
  return { p50: fixed(percentile(times, 50)), p95: fixed(percentile(times, 95)), errors };
}

async function main() {
  console.log("Starting a fresh local stack…");
  const stack = await startStack({ verbose: process.env.BENCH_VERBOSE === "1" });
  const staticDir = path.join(ROOT, "web", "dist", "__bench");
  try {
    const admin = stackAdmin(stack.adminEnv);
    await load(admin.db);
    const deepCursor = await loadInbox(admin.db);
    const cookie = await adminCookie(admin, stack.url, stack.adminEnv);
    await admin.close();

    const endpoints = [
      { label: "GET /api/businesses", path: "/api/businesses" },
      { label: "GET /api/businesses/search?q=canyon", path: "/api/businesses/search?q=canyon" },
      { label: "GET /api/events", path: "/api/events" },
    ];
    mkdirSync(staticDir, { recursive: true });
    const rows: string[] = [];
    for (const e of endpoints) {
      const body = await (await fetch(stack.url + e.path)).text();
      const file = `${e.path.replace(/\W+/g, "_")}.json`;
      writeFileSync(path.join(staticDir, file), body);
      const apiFigures = await measure(stack.url + e.path);
      const staticFigures = await measure(`${stack.url}/__bench/${file}`);
      const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "n/a");
      rows.push(
        [
          e.label.padEnd(38),
          `${(apiFigures.bytes / 1024).toFixed(0)} kB`.padStart(7),
          `p50 ${apiFigures.p50} ms / static ${staticFigures.p50} ms (x${ratio(apiFigures.p50, staticFigures.p50)})`,
          `p95 ${apiFigures.p95} ms / static ${staticFigures.p95} ms (x${ratio(apiFigures.p95, staticFigures.p95)})`,
          `rps ${apiFigures.rps.toFixed(0)} / static ${staticFigures.rps.toFixed(0)} (static/api x${ratio(staticFigures.rps, apiFigures.rps)})`,
          `errors ${apiFigures.errors}/${staticFigures.errors}`,
        ].join("  "),
      );
    }
    const shell = await measureTtfb(`${stack.url}/app.html`);
    for (const page of ["/", "/directory", "/directory/bench-1", "/events"]) {
      const ssr = await measureTtfb(stack.url + page);
      const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "n/a");
      rows.push(
        [
          `SSR ${page} TTFB`.padEnd(38),
          `p50 ${ssr.p50} ms / app.html ${shell.p50} ms (x${ratio(ssr.p50, shell.p50)})`,
          `p95 ${ssr.p95} ms / app.html ${shell.p95} ms (x${ratio(ssr.p95, shell.p95)})`,
          `errors ${ssr.errors}/${shell.errors}`,
        ].join("  "),
      );
    }
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S}s each, through the hosting emulator at ${stack.url}\n`);
    for (const row of rows) console.log(row);

    console.log(`\nStaff inbox with ${INBOX_ITEMS.toLocaleString("en-US")} items, as a signed-in admin:\n`);
    for (const e of inboxEndpoints(deepCursor)) {
      const f = await measure(stack.url + e.path, { cookie });
      console.log(
        [
          e.label.padEnd(38),
          `${(f.bytes / 1024).toFixed(0)} kB`.padStart(7),
          `p50 ${f.p50} ms`,
          `p95 ${f.p95} ms`,
          `rps ${f.rps.toFixed(0)}`,
          `errors ${f.errors}`,
        ].join("  "),
      );
    }
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
