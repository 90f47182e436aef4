/**
 * `npm run load`: a fresh local stack under load through the hosting URL. autocannon drives 100 connections for
 * 30 s over GET /api/businesses, GET /api/events and a search while 500 contact submissions, each from its own
 * client address and with its own marker, are sent at once. Prints requests/s, latency and errors, then checks
 * that exactly the submissions answered 201 are stored: none lost, none duplicated, none stored behind a refusal.
 */
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { seedDatabase } from "./seed/seed";
import { stackAdmin } from "./stack/admin";
import { startStack } from "./stack/stack";

const DURATION_S = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SUBMISSIONS = Number(process.env.LOAD_SUBMISSIONS ?? 500);
/** Function workers the emulator may run at once (it serves one request per worker process; default 50). */
const WORKERS = process.env.LOAD_WORKERS ?? "6";

const TARGETS = [
  { label: "GET /api/businesses", path: "/api/businesses", share: 0.34 },
  { label: "GET /api/events", path: "/api/events", share: 0.33 },
  { label: "GET /api/businesses/search?q=coffee", path: "/api/businesses/search?q=coffee", share: 0.33 },
];

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface ReadFigures {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
}

function hammer(url: string, label: string, connections: number): Promise<ReadFigures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: DURATION_S, timeout: 60 }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        label,
        requests: result.requests.total,
        rps: result.requests.average,
        p50: Math.round(percentile(latencies, 50)),
        p99: Math.round(percentile(latencies, 99)),
        // `errors` already counts timeouts.
        errors: result.errors + result.non2xx,
        statuses: Object.entries(result.statusCodeStats ?? {})
          .map(([code, stats]) => `${code} x${stats.count ?? 0}`)
          .join(", "),
      });
    });
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

interface Submission {
  marker: string;
  status: number | "network error";
  id?: string;
  ms: number;
}

async function submit(url: string, run: string, i: number): Promise<Submission> {
  const marker = `load ${run} #${i}`;
  const started = Date.now();
  try {
    const response = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // One client per submission: the stack trusts one X-Forwarded-For hop (no proxy in front locally).
        "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        firstName: "Load",
        lastName: run,
        email: "load@example.com",
        inquiryType: "other",
        message: marker,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return { marker, status: response.status, id: body.id, ms: Date.now() - started };
  } catch {
    return { marker, status: "network error", ms: Date.now() - started };
  }
}

async function main() {
  console.log(`Starting a fresh local stack (${WORKERS} function workers)…`);
  const stack = await startStack({ functionEnv: { TRUSTED_PROXY_HOPS: "1", FUNCTIONS_EMULATOR_PARALLEL: WORKERS } });
  const admin = stackAdmin(stack.adminEnv);
  try {
    await seedDatabase(admin.db);
    // The emulator starts a cold worker process whenever all are busy (production instances take 80 requests
    // each), so every worker is started and every cache filled before measuring, as `npm run bench` does.
    console.log("Warming up…");
    await Promise.all(
      TARGETS.map((t) => autocannon({ url: stack.url + t.path, connections: Number(WORKERS), duration: 5 })),
    );

    const run = `run-${randomUUID()}`;
    console.log(`${CONNECTIONS} connections for ${DURATION_S}s, plus ${SUBMISSIONS} contact submissions at once…`);
    const reads = Promise.all(
      TARGETS.map((t) => hammer(stack.url + t.path, t.label, Math.round(CONNECTIONS * t.share))),
    );
    // The submissions start once the reads are in full swing.
    await new Promise((resolve) => setTimeout(resolve, Math.min(5, DURATION_S / 3) * 1000));
    const submissions = await Promise.all(Array.from({ length: SUBMISSIONS }, (_, i) => submit(stack.url, run, i)));
    const readFigures = await reads;

    const stored = await admin.db.collection("contact_submissions").where("lastName", "==", run).get();
    report(
      readFigures,
      submissions,
      stored.docs.map((d) => ({ id: d.id, marker: String(d.get("message")) })),
    );
  } finally {
    await admin.close();
    await stack.stop();
  }
}

function report(reads: ReadFigures[], submissions: Submission[], stored: { id: string; marker: string }[]) {
  console.log(`\nReads through the hosting emulator (${DURATION_S}s):`);
  for (const r of reads) {
    console.log(
      `  ${r.label.padEnd(38)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
        `requests ${r.requests} (${r.statuses})  errors ${r.errors}`,
    );
  }
  const total = reads.reduce((sum, r) => sum + r.rps, 0);
  console.log(
    `  ${"all reads".padEnd(38)} ${total.toFixed(0).padStart(5)} req/s  errors ${reads.reduce((s, r) => s + r.errors, 0)}`,
  );

  const byStatus = new Map<string, number>();
  for (const s of submissions) byStatus.set(String(s.status), (byStatus.get(String(s.status)) ?? 0) + 1);
  const ms = submissions.map((s) => s.ms).sort((a, b) => a - b);
  console.log(`\nContact submissions (${submissions.length} at once, each from its own address):`);
  console.log(`  statuses: ${[...byStatus].map(([k, v]) => `${k} x${v}`).join(", ")}`);
  console.log(`  latency p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms`);

  const accepted = new Map(submissions.filter((s) => s.status === 201).map((s) => [s.marker, s.id]));
  const storedCount = new Map<string, number>();
  for (const doc of stored) storedCount.set(doc.marker, (storedCount.get(doc.marker) ?? 0) + 1);
  const lost = [...accepted.keys()].filter((m) => !storedCount.has(m));
  const duplicated = [...storedCount].filter(([, n]) => n > 1).map(([m]) => m);
  const unexpected = [...storedCount.keys()].filter((m) => !accepted.has(m));
  const wrongId = stored.filter((d) => accepted.has(d.marker) && accepted.get(d.marker) !== d.id);
  console.log(
    `  accepted ${accepted.size}, stored ${stored.length}: lost ${lost.length}, duplicated ${duplicated.length}, ` +
      `stored without a 201 ${unexpected.length}, id differs from the answer ${wrongId.length}`,
  );
  if (lost.length + duplicated.length + unexpected.length + wrongId.length > 0) {
    console.error("FAILED: the stored submissions are not exactly the accepted ones");
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
