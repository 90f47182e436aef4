/**
 * `npm run lighthouse`: Lighthouse 12 (fetched with npx, not a dependency) against a fresh local stack, using
 * Debian's Chromium, on /, /directory and one business page. Prints the four category scores per page.
 * Needs a prior `npm run build`. Figures from the local emulators, on http, are a floor for production.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
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
  categories: Record<string, { title: string; score: number | null }>;
}

async function main() {
  const stack = await startStack();
  const out = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  try {
    const admin = stackAdmin(stack.adminEnv);
    const seeded = await seedDatabase(admin.db);
    await admin.close();
    const businesses = await waitForSeededBusinesses(stack.url, seeded.businesses);
    const pages = process.env.LIGHTHOUSE_PAGES
      ? process.env.LIGHTHOUSE_PAGES.split(",")
      : ["/", "/directory", `/directory/${businesses[0]!.id}`];
    for (const page of pages) {
      const file = path.join(out, `${pages.indexOf(page)}.json`);
      const run = spawnSync(
        "npx",
        [
          "--yes",
          "lighthouse@12",
          stack.url + page,
          "--quiet",
          "--output=json",
          `--output-path=${file}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          "--only-categories=performance,accessibility,best-practices,seo",
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: "inherit" },
      );
      if (run.status !== 0) throw new Error(`lighthouse failed on ${page}`);
      const report = JSON.parse(readFileSync(file, "utf8")) as Report;
      const scores = Object.values(report.categories)
        .map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`)
        .join(", ");
      console.log(`${page}: ${scores}`);
      if (process.env.LIGHTHOUSE_DETAILS) {
        const audits = (
          report as unknown as { audits: Record<string, { score: number | null; displayValue?: string }> }
        ).audits;
        for (const [id, a] of Object.entries(audits)) {
          if (a.score !== null && a.score < 0.9) console.log(`   ${id}: ${a.score} ${a.displayValue ?? ""}`);
          if (id === "layout-shifts" || id === "largest-contentful-paint-element")
            console.log(JSON.stringify((a as { details?: unknown }).details).slice(0, 1500));
        }
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
