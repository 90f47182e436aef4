/**
 * `npm run lighthouse`: Lighthouse 12 (fetched with npx, not a dependency) against a fresh local stack, using
 * Debian's Chromium (simulated mobile, the default), on /, /directory, a business, /events and an event. Prints
 * the category scores and FCP, LCP, TBT and CLS of the median of three runs per page (RUNS), and exits non-zero
 * when a page misses the budget (BUDGET below). Needs a prior `npm run build`. Figures from the local emulators,
 * on http, are a floor for production.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDatabase } from "./seed/seed";
import { stackAdmin } from "./stack/admin";
import { waitForSeededBusinesses } from "./stack/readiness";
import { startStack } from "./stack/stack";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

interface Report {
  categories: Record<string, { id: string; title: string; score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; displayValue?: string; details?: unknown }>;
}

/** Minimum category scores (0-100) and maximum metric values (ms; CLS unitless). */
const BUDGET = {
  scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as Record<string, number>,
  metrics: {
    "first-contentful-paint": 1200,
    "largest-contentful-paint": 2000,
    "total-blocking-time": 150,
    "cumulative-layout-shift": 0.02,
  } as Record<string, number>,
};

const LABELS: Record<string, string> = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
};

/** A category's score, 0-100. */
const scoreOf = (category: Report["categories"][string] | undefined) => Math.round((category?.score ?? 0) * 100);

/** One line of figures for a page, and what misses the budget. */
function judge(report: Report): { line: string; misses: string[] } {
  const misses: string[] = [];
  const parts: string[] = [];
  for (const c of Object.values(report.categories)) {
    const score = scoreOf(c);
    parts.push(`${c.title} ${score}`);
    if (score < (BUDGET.scores[c.id] ?? 0)) misses.push(`${c.title} ${score} < ${BUDGET.scores[c.id]}`);
  }
  for (const [id, max] of Object.entries(BUDGET.metrics)) {
    const value = report.audits[id]?.numericValue ?? Infinity;
    const shown = id === "cumulative-layout-shift" ? value.toFixed(3) : `${Math.round(value)} ms`;
    parts.push(`${LABELS[id]} ${shown}`);
    if (value > max) misses.push(`${LABELS[id]} ${shown} > ${max}`);
  }
  return { line: parts.join(", "), misses };
}

/**
 * Runs per page (LIGHTHOUSE_RUNS, 3 by default). One run swings with whatever else the machine does; Lighthouse's
 * own guidance on variability is to judge the median of several.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const performanceOf = (report: Report) => scoreOf(report.categories.performance);

/** The run with the median Performance score. */
function medianRun(reports: Report[]): Report {
  const sorted = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function runLighthouse(url: string, file: string): Report {
  const run = spawnSync(
    "npx",
    [
      "--yes",
      "lighthouse@12",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${file}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: "inherit" },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(file, "utf8")) as Report;
}

/** A GET on its own connection: the hosting emulator closes each one after answering. */
function getOnce(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => res.resume().on("end", resolve).on("error", reject)).on("error", reject);
  });
}

async function main() {
  const stack = await startStack();
  // LIGHTHOUSE_OUT keeps every run's JSON report there, to read its traces and audits afterwards.
  const out = process.env.LIGHTHOUSE_OUT ?? mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  try {
    const admin = stackAdmin(stack.adminEnv);
    const seeded = await seedDatabase(admin.db);
    await admin.close();
    const businesses = await waitForSeededBusinesses(stack.url, seeded.businesses);
    const events = (await (await fetch(`${stack.url}/api/events`)).json()) as { id: string }[];
    const pages = process.env.LIGHTHOUSE_PAGES
      ? process.env.LIGHTHOUSE_PAGES.split(",")
      : ["/", "/directory", `/directory/${businesses[0]!.id}`, "/events", `/events/${events[0]!.id}`];
    const failures: string[] = [];
    for (const page of pages) {
      // Warm, as production is: the emulator starts a cold worker (and renders afresh) for a request that finds
      // every worker busy or new, where Hosting's CDN and a warm instance would answer at once.
      for (let i = 0; i < 3; i++) await getOnce(stack.url + page);
      const reports = Array.from({ length: RUNS }, (_, i) =>
        runLighthouse(stack.url + page, path.join(out, `${pages.indexOf(page)}-${i}.json`)),
      );
      const report = medianRun(reports);
      if (RUNS > 1)
        console.log(`${page}: Performance per run ${reports.map(performanceOf).join(", ")}; the median run:`);
      const { line, misses } = judge(report);
      console.log(`${page}: ${line}`);
      failures.push(...misses.map((miss) => `${page}: ${miss}`));
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const [id, a] of Object.entries(report.audits)) {
          if (a.score !== null && a.score < 0.9) console.log(`   ${id}: ${a.score} ${a.displayValue ?? ""}`);
          if (id === "layout-shifts" || id === "largest-contentful-paint-element")
            console.log(JSON.stringify(a.details).slice(0, 1500));
        }
      }
    }
    if (failures.length > 0) {
      console.error(`Over budget:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    }
  } finally {
    if (!process.env.LIGHTHOUSE_OUT) rmSync(out, { recursive: true, force: true });
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
