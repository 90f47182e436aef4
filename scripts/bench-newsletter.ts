/**
 * `npm run bench:newsletter`: the weekly e-mail's job (functions/src/newsletter/weekly.ts) with 5,000 confirmed
 * subscribers on a fresh local stack, sending through its SMTP catcher. The job runs in a process of its own, as the
 * scheduled function does, so its memory is the job's alone. Prints, for each run: time, e-mails queued and sent,
 * the sending rate and the job's peak memory; then the e-mail's size.
 * 1. all 5,000 at BENCH_RATE a minute (default 6,000: what the job itself can do when the server allows it);
 * 2. the same week again: nothing queued, nothing sent (once per subscriber and week);
 * 3. 600 more subscribers at the production default of 300 a minute with a 60-second deadline: the run stops at
 *    its deadline within the rate, and a second run (as the 5-minute retry does) sends the rest.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Timestamp } from "firebase-admin/firestore";
import { seedDatabase } from "./seed/seed";
import { stackAdmin } from "./stack/admin";
import { startStack, ROOT } from "./stack/stack";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5000);
const LATE = 600;
const RATE = Number(process.env.BENCH_RATE ?? 6000);
const CATEGORIES = [["Festival"], ["Market", "Arts"], ["Community"], ["Tour", "Festival"]];
/** The stack's stand-in secret (functions/src/platform/config.ts). */
const STACK_SECRET = "local-emulators-only";

interface JobResult {
  ms: number;
  week: string;
  queued: number;
  outcomes: Record<string, number>;
  stoppedAtDeadline: boolean;
  peakRssMb: number;
  peakHeapMb: number;
  /** The heap once the run is over and garbage collected: what the run kept. */
  retainedHeapMb: number;
}

/** The job, in this process (`--job`): one run as the scheduled function makes it, reporting on stdout. */
async function job(deadlineSeconds: number): Promise<void> {
  const { sendWeeklyEmail } = await import("../functions/src/newsletter/weekly");
  const { MAIL_KINDS } = await import("../functions/src/mail-kinds");
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
  };
  const timer = setInterval(sample, 100);
  const started = performance.now();
  const run = await sendWeeklyEmail(process.env.SITE_URL!, Date.now() + deadlineSeconds * 1000, MAIL_KINDS);
  const ms = performance.now() - started;
  clearInterval(timer);
  sample();
  (globalThis as { gc?: () => void }).gc?.();
  const retained = process.memoryUsage().heapUsed;
  const result: JobResult = {
    ms,
    week: run.week,
    queued: run.queued,
    outcomes: run.drain.outcomes,
    stoppedAtDeadline: run.drain.stoppedAtDeadline,
    peakRssMb: peakRss / 2 ** 20,
    peakHeapMb: peakHeap / 2 ** 20,
    retainedHeapMb: retained / 2 ** 20,
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
}

function runJob(env: Record<string, string>, rate: number, deadlineSeconds: number): Promise<JobResult> {
  const tsx = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
  const child = spawn(process.execPath, ["--expose-gc", tsx, __filename, "--job", String(deadlineSeconds)], {
    cwd: ROOT,
    env: { ...process.env, ...env, MAIL_PER_MINUTE: String(rate) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (code !== 0 || !line) reject(new Error(`the job exited with ${code}:\n${out}`));
      else resolve(JSON.parse(line.slice("RESULT ".length)) as JobResult);
    });
  });
}

async function main() {
  console.log("Starting a fresh local stack…");
  const stack = await startStack({ verbose: process.env.BENCH_VERBOSE === "1" });
  try {
    const admin = stackAdmin(stack.adminEnv);
    await seedDatabase(admin.db);
    process.env.RATE_LIMIT_SALT = STACK_SECRET;
    const { subscriberIdOf } = await import("../functions/src/newsletter/tokens");
    const addSubscribers = async (count: number, label: string) => {
      for (let i = 0; i < count; i += 400) {
        const batch = admin.db.batch();
        for (let j = i; j < Math.min(count, i + 400); j++) {
          const email = `${label}-${j}@example.com`;
          batch.set(admin.db.collection("newsletter_subscribers").doc(subscriberIdOf(email, STACK_SECRET)), {
            email,
            // Half want everything; the others one or two kinds.
            categories: j % 2 === 0 ? [] : CATEGORIES[j % CATEGORIES.length]!,
            state: "confirmed",
            createdAt: Timestamp.now(),
            confirmedAt: Timestamp.now(),
            nonce: "",
          });
        }
        await batch.commit();
      }
    };
    await addSubscribers(SUBSCRIBERS, "reader");
    const env = {
      ...stack.adminEnv,
      FUNCTIONS_EMULATOR: "true",
      SMTP_URL: stack.mail.smtpUrl,
      SITE_URL: stack.url,
    };
    const caught = async () =>
      (await (await fetch(`${stack.mail.readUrl}/messages.json`)).json()) as {
        id: number;
        to: string[];
        html: string;
        text: string;
      }[];

    const rows: string[] = [];
    const row = (label: string, r: JobResult, rate: number) => {
      const sent = r.outcomes.sent ?? 0;
      const perMinute = sent / (r.ms / 60_000);
      rows.push(
        `${label.padEnd(46)} ${`${(r.ms / 1000).toFixed(1)} s`.padStart(8)} ${String(r.queued).padStart(7)} ` +
          `${String(sent).padStart(6)} ${perMinute.toFixed(0).padStart(8)}/min (limit ${rate}) ` +
          `${r.peakRssMb.toFixed(0).padStart(5)} MB RSS ${r.peakHeapMb.toFixed(0).padStart(4)} MB heap (${r.retainedHeapMb.toFixed(0)} MB after)` +
          (r.stoppedAtDeadline ? "  stopped at its deadline" : ""),
      );
    };

    const first = await runJob(env, RATE, 1740);
    row(`1. ${SUBSCRIBERS} subscribers, week ${first.week}`, first, RATE);
    const again = await runJob(env, RATE, 1740);
    row("2. the same week again", again, RATE);
    const mails = await caught();
    await addSubscribers(LATE, "late");
    const paced = await runJob(env, 300, 60);
    row(`3a. ${LATE} more at 300/min, 60 s deadline`, paced, 300);
    const rest = await runJob(env, 300, 1740);
    row("3b. the next run sends the rest", rest, 300);

    const sample = mails.find((m) => m.to.includes("reader-0@example.com"))!;
    const raw = await (await fetch(`${stack.mail.readUrl}/${sample.id}.eml`)).arrayBuffer();
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    console.log(
      `\n${"run".padEnd(46)} ${"time".padStart(8)} ${"queued".padStart(7)} ${"sent".padStart(6)} ${"rate".padStart(12)}\n${rows.join("\n")}`,
    );
    console.log(
      `\nE-mails caught after runs 1–2: ${mails.length}. One e-mail (an every-kind subscriber's): ${kb(raw.byteLength)} as sent ` +
        `(MIME, both parts), HTML ${kb(Buffer.byteLength(sample.html))}, text ${kb(Buffer.byteLength(sample.text))}.`,
    );
  } finally {
    await stack.stop();
  }
}

if (process.argv[2] === "--job") {
  void job(Number(process.argv[3] ?? 1740));
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
