/**
 * Time to first byte of a server-rendered page (/directory/{id}) next to the static app shell (/app.html),
 * both through the same local hosting URL, warm (after a warm-up), sequential, over one keep-alive connection.
 *   npx tsx scripts/measure-ttfb.ts            starts its own stack (build first: npm run build)
 *   STACK_URL=http://127.0.0.1:5000 npx tsx scripts/measure-ttfb.ts   measures a running stack
 */
import http from "node:http";
import { seedDatabase } from "./seed/seed";
import { stackAdmin } from "./stack/admin";
import { startStack, type Stack } from "./stack/stack";

const SAMPLES = Number(process.env.SAMPLES ?? 50);
const WARMUP = 10;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Milliseconds from sending the request to the response's first byte (status line and headers). */
function ttfb(url: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent }, (res) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.resume();
      res.on("end", () => resolve({ ms, status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(url: string): Promise<string> {
  for (let i = 0; i < WARMUP; i++) await ttfb(url);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { ms, status } = await ttfb(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `median ${f(percentile(times, 50))} ms   p90 ${f(percentile(times, 90))} ms   min ${f(times[0]!)} ms   max ${f(times.at(-1)!)} ms`;
}

async function main() {
  let stack: Stack | undefined;
  let base = process.env.STACK_URL;
  if (!base) {
    stack = await startStack();
    const admin = stackAdmin(stack.adminEnv);
    await seedDatabase(admin.db);
    await admin.close();
    base = stack.url;
  }
  try {
    const page = `${base}/directory/blue-plate-diner`;
    const shell = `${base}/app.html`;
    console.log(`TTFB over ${SAMPLES} warm sequential requests (after ${WARMUP} warm-up), ${base}`);
    console.log(`  /directory/{id} (function, server-rendered head): ${await measure(page)}`);
    console.log(`  /app.html       (static file from Hosting):       ${await measure(shell)}`);
  } finally {
    agent.destroy();
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
