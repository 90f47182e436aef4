/**
 * `npm run bench`: a fresh local stack with 1,000 generated businesses, 300 events and 200 series. Every request
 * accepts gzip and brotli, as browsers do.
 * - Through the hosting URL: GET /api/businesses, a search and GET /api/events, each beside a static file of the
 *   same size served by the same hosting emulator; then the server-rendered pages' time to first byte (p50/p95)
 *   beside the static app.html shell's.
 * - The same reads and pages from the built function in one Node process, as one gen-2 instance runs it, beside a
 *   bare Node server sending the same bytes (bench-instance.ts); then `?date=` on a series there (bench-dates.ts).
 * - Every public page's HTML, gzipped as it travels, against its 60 kB budget: a page embeds only what it renders.
 * - With 10,000 inbox items, the staff inbox's admin calls (bench-inbox.ts), as a signed-in admin.
 * The ratios (API or page / baseline) are the figures that matter. Each function row also gives its ratio to the
 * table's floor, an empty function call on the same path: what the app's own work adds to what the path costs.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import readline from "node:readline";
import { performance } from "node:perf_hooks";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { BUSINESS_CATEGORIES } from "@main-street/domain/categories";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { beaconRows } from "./bench-beacon";
import { benchExceptions, benchWeek, renderRows } from "./bench-render";
import { dateRows } from "./bench-dates";
import { adminCookie, inboxEndpoints, loadInbox, INBOX_ITEMS } from "./bench-inbox";
import { stackAdmin } from "./stack/admin";
import { ROOT, startStack, type Stack } from "./stack/stack";
import { pages, PUBLIC_PAGES } from "@main-street/domain/paths";

/** What a browser (and Hosting's CDN) sends: the function answers with its precompressed body. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
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
        // A week (Open now has something to judge) and 10 special days each, as bench-render.ts's listings.
        hours: benchWeek(i),
        exceptions: benchExceptions(i, today),
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
  // 200 series (docs/product.md#recurring-events): weekly, first/last weekday, day of month and yearly, started in
  // the past, some with a skipped and a changed date; the API computes each one's next date on every list.
  const series = db.batch();
  const rules = ["FREQ=WEEKLY;BYDAY=SA", "FREQ=MONTHLY;BYDAY=1FR", "FREQ=MONTHLY;BYDAY=-1TH", "FREQ=YEARLY"];
  for (let i = 0; i < 200; i++) {
    const start = addDays(today, -400 + i);
    series.set(db.collection("events").doc(`bench-series-${i}`), {
      title: `${pick(WORDS, i).replace(/^\w/, (c) => c.toUpperCase())} Series ${i}`,
      description: `<p>Recurring gathering number ${i} on Nevada Way.</p>`,
      excerpt: "",
      date: start,
      time: "8 AM-noon",
      location: "Wilbur Square Park",
      image: "",
      category: "Market",
      featured: i % 40 === 0 ? "true" : "false",
      rrule: rules[i % rules.length]! + (i % 5 === 0 ? `;COUNT=${20 + i}` : ""),
      exdates: [],
      overrides: [],
      createdAt: now,
      updatedAt: now,
    });
  }
  await series.commit();
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
 * CONNECTIONS clients for `seconds`, each sending its next GET when the last one's body has arrived, so no request is
 * left running when it returns. Records each time to first byte (response headers).
 */
async function closedLoop(url: string, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  let errors = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
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
  return { times: times.sort((x, y) => x - y), errors };
}

const WARM_ROUND_S = 3;
const MAX_WARM_ROUNDS = 10;

/**
 * Full concurrency until the median settles (within 25% of the previous round's), with nothing left in flight.
 * The functions emulator serves one request per worker process and starts a new, cold worker whenever all are busy
 * (production's gen-2 instance takes 80 at once, docs/decisions/0029); a request abandoned at the end of a warm-up
 * would keep its worker busy into the measurement and start yet another cold one.
 */
async function warm(url: string, headers: Record<string, string>): Promise<void> {
  let previous = Infinity;
  for (let round = 0; round < MAX_WARM_ROUNDS; round++) {
    const median = percentile((await closedLoop(url, headers, WARM_ROUND_S)).times, 50);
    if (Math.abs(median - previous) <= 0.25 * previous) return;
    previous = median;
  }
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
  await warm(url, BROWSER);
  const { times, errors } = await closedLoop(url, BROWSER, DURATION_S);
  const fixed = (n: number) => Number(n.toFixed(1));
  return { p50: fixed(percentile(times, 50)), p95: fixed(percentile(times, 95)), errors };
}

/** The empty function call's figures in the same table: what the path costs before the app does any work. */
interface Floor {
  p50: number;
  p95: number;
}

/** How the function's answer compares with the floor: near 1, the app's own work adds nothing measurable. */
const overFloor = (p50: number, p95: number, floor?: Floor) =>
  floor ? `floor x${ratio(p50, floor.p50)}/x${ratio(p95, floor.p95)}` : "";

/** Each read measured beside a baseline serving the same bytes, as ratios (api / baseline). */
async function compareRead(label: string, url: string, baselineUrl: string, floor?: Floor) {
  const api = await measure(url, BROWSER);
  const base = await measure(baselineUrl, BROWSER);
  const row = [
    label.padEnd(38),
    `${(api.bytes / 1024).toFixed(0)} kB`.padStart(7),
    `p50 ${api.p50} ms / ${base.p50} ms (x${ratio(api.p50, base.p50)})`,
    `p95 ${api.p95} ms / ${base.p95} ms (x${ratio(api.p95, base.p95)})`,
    `rps ${api.rps.toFixed(0)} / ${base.rps.toFixed(0)} (x${ratio(base.rps, api.rps)})`,
    `errors ${api.errors}/${base.errors}`,
    overFloor(api.p50, api.p95, floor),
  ].join("  ");
  return { row, api };
}

async function compareTtfb(label: string, url: string, baselineUrl: string, floor: Floor): Promise<string> {
  const page = await measureTtfb(url);
  const base = await measureTtfb(baselineUrl);
  return [
    label.padEnd(38),
    `p50 ${page.p50} ms / ${base.p50} ms (x${ratio(page.p50, base.p50)})`,
    `p95 ${page.p95} ms / ${base.p95} ms (x${ratio(page.p95, base.p95)})`,
    `errors ${page.errors}/${base.errors}`,
    overFloor(page.p50, page.p95, floor),
  ].join("  ");
}

function ratio(a: number, b: number): string {
  return b > 0 ? (a / b).toFixed(2) : "n/a";
}

const FRAMEWORK_LABEL = "Express, one handler (framework)";
/** Does no work: the floor of any function response on a path, beside the same bytes as a static file. */
const FLOOR = { label: "GET /api/health (floor)", path: "/api/health" };
const READS = [
  { label: "GET /api/businesses", path: "/api/businesses" },
  { label: "GET /api/businesses/search?q=canyon", path: "/api/businesses/search?q=canyon" },
  { label: "GET /api/events", path: "/api/events" },
  // The calendar feed: every series written with its rule and exceptions (docs/product.md#recurring-events).
  { label: "GET /api/events.ics", path: "/api/events.ics" },
];
const PAGES = ["/", "/directory", "/directory?open=now", "/directory/bench-1", "/events"];

/** One table: the floor first, then every read and page, each also against that floor. */
async function inTable(
  read: (read: { label: string; path: string }, floor?: Floor) => Promise<{ row: string; api: Floor }>,
  page: (page: string, floor: Floor) => Promise<string>,
): Promise<string[]> {
  const { row, api: floor } = await read(FLOOR);
  const rows = [row];
  for (const r of READS) rows.push((await read(r, floor)).row);
  for (const p of PAGES) rows.push(await page(p, floor));
  return rows;
}

/** Through the hosting emulator, beside static files of the same size and the static app.html shell. */
async function viaEmulators(stack: Stack, staticDir: string): Promise<string[]> {
  mkdirSync(staticDir, { recursive: true });
  const beside = async (read: { path: string }) => {
    const body = await (await fetch(stack.url + read.path)).text();
    const file = `${read.path.replace(/\W+/g, "_")}.json`;
    writeFileSync(path.join(staticDir, file), body);
    return `${stack.url}/__bench/${file}`;
  };
  return inTable(
    (read, floor) => beside(read).then((file) => compareRead(read.label, stack.url + read.path, file, floor)),
    (page, floor) => compareTtfb(`SSR ${page} TTFB`, stack.url + page, `${stack.url}/app.html`, floor),
  );
}

/** The built function in one Node process (bench-instance.ts), beside a bare Node server sending the same bytes. */
async function inOneProcess(stack: Stack): Promise<string[]> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), path.join(__dirname, "bench-instance.ts")],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        ...stack.adminEnv,
        NODE_ENV: "production",
        OBJECT_STORE: "local",
        LOCAL_OBJECT_DIR: stack.objectDir,
        SITE_URL: stack.url,
      },
    },
  );
  try {
    const [line] = (await once(readline.createInterface({ input: child.stdout! }), "line")) as [string];
    const ports = JSON.parse(line) as { api: number; bare: number; framework: number };
    const origin = (port: number) => `http://127.0.0.1:${port}`;
    const [api, bare] = [origin(ports.api), origin(ports.bare)];
    // docs/decisions/0048: the listing statistics' beacon, last (its writes load the database); BENCH_ONLY=beacon alone.
    const beacon = async () => [
      "The listing statistics' beacon, 100 connections (goal: no errors, p95 within 50 ms):",
      ...(await beaconRows(api, stack.adminEnv)),
    ];
    if (process.env.BENCH_ONLY === "beacon") return await beacon();
    // Express alone, answering the floor's bytes: the part of the floor no change to the app can remove.
    const { row } = await compareRead(FRAMEWORK_LABEL, origin(ports.framework) + FLOOR.path, bare + FLOOR.path);
    const rows = await inTable(
      (read, floor) => compareRead(read.label, api + read.path, bare + read.path, floor),
      (page, floor) => compareTtfb(`SSR ${page} TTFB`, api + page, bare + page, floor),
    );
    // docs/product.md#recurring-events: one series date (?date=), near, far and refused, one request at a time.
    const dates = await dateRows(api);
    const title = "?date= on a series, one request at a time (goal: every answer within 50 ms):";
    return [row, ...rows, "", title, ...dates, "", ...(await beacon())];
  } finally {
    child.kill();
  }
}

const HTML_BUDGET_KB = 60;

/** Bytes on the wire of one response, compressed as the browser asked (Node's http leaves the body as sent). */
function wireBytes(url: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers["content-encoding"] ?? "none") }),
        );
      })
      .on("error", reject);
  });
}

/** Every public route (a detail page with a bench record), plus the directory's map view and a later page. */
async function htmlSizes(base: string): Promise<string[]> {
  const ids: Partial<Record<(typeof PUBLIC_PAGES)[number], string>> = {
    business: "bench-1",
    event: "bench-event-150",
    eventAlias: "bench-event-150",
  };
  const paths = PUBLIC_PAGES.map((name) => {
    const { path } = pages[name];
    return ids[name] ? path.replace(":id", encodeURIComponent(ids[name])) : path;
  });
  paths.push("/directory?view=map", "/directory?page=2");
  const rows: string[] = [];
  for (const p of paths) {
    const { status, bytes, encoding } = await wireBytes(base + p);
    const kb = bytes / 1024;
    const flag = kb > HTML_BUDGET_KB ? "  OVER" : "";
    rows.push(`${p.padEnd(32)} ${String(status).padStart(3)}  ${kb.toFixed(1).padStart(6)} kB ${encoding}${flag}`);
  }
  return rows;
}

async function readsAndPages(stack: Stack, staticDir: string, header: string): Promise<void> {
  const emulated = await viaEmulators(stack, staticDir);
  console.log(
    `\n${header}.\nThrough the hosting emulator at ${stack.url} (API or page / static file of the same size, or app.html):\n`,
  );
  for (const row of emulated) console.log(row);
  const oneProcess = await inOneProcess(stack);
  console.log(
    "\nThe built function in one Node process, as one gen-2 instance runs it (API or page / a bare Node server " +
      "sending the same bytes):\n",
  );
  for (const row of oneProcess) console.log(row);
}

async function main() {
  // Made before the stack starts: its Hosting serves the web build's entries as they were then (scripts/stack), and
  // since the function answers every address Hosting has no file for, a file added later would be the function's 404.
  const staticDir = path.join(ROOT, "web", "dist", "__bench");
  mkdirSync(staticDir, { recursive: true });
  console.log("Starting a fresh local stack…");
  const stack = await startStack({ verbose: process.env.BENCH_VERBOSE === "1" }).catch((error: unknown) => {
    rmSync(staticDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const admin = stackAdmin(stack.adminEnv);
    await load(admin.db);
    const deepCursor = await loadInbox(admin.db);
    const cookie = await adminCookie(admin, stack.url, stack.adminEnv);
    await admin.close();

    const header = `${CONNECTIONS} connections, ${DURATION_S}s each, each request accepting gzip and brotli as browsers do`;
    // BENCH_ONLY=inbox: only the staff inbox's table (the reads' and pages' tables take most of the run).
    const inboxOnly = process.env.BENCH_ONLY === "inbox";
    if (process.env.BENCH_ONLY === "beacon") {
      for (const row of await inOneProcess(stack)) console.log(row);
      return;
    }
    // The pages' own render, uncached: what a rendered page's minute in the cache hides from the tables below.
    console.log(
      "\nServer render, uncached, 1,000 businesses with a week and 10 special days each (bench-render.ts):\n",
    );
    for (const row of await renderRows()) console.log(row);
    if (process.env.BENCH_ONLY === "render") return;
    if (!inboxOnly) await readsAndPages(stack, staticDir, header);
    if (!inboxOnly) {
      console.log(`\nPublic pages' HTML with 1,000 businesses, as sent (budget ${HTML_BUDGET_KB} kB each):\n`);
      for (const row of await htmlSizes(stack.url)) console.log(row);
    }

    console.log(`\nStaff inbox with ${INBOX_ITEMS.toLocaleString("en-US")} items, as a signed-in admin:\n`);
    for (const e of inboxEndpoints(deepCursor)) {
      const f = await measure(stack.url + e.path, { ...BROWSER, cookie });
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
