/**
 * `npm run test:deep` (after the build): the fuzz suites and the property tests at their full counts, then every
 * `@dated` test file at each instant of the clock spread (scripts/test/test-clock.ts), one jest run per instant on
 * its own stack, and a table of what failed where. `--dated` runs only the spread; DEEP_CLOCKS=3,7 only those
 * instants of it (1-based, as the table numbers them).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { clockSpread, describeClock, isDated } from "./test/test-clock";

const ROOT = path.join(__dirname, "..");
const RESULTS = path.join(ROOT, "test-artifacts", "deep");
const TEST_ROOTS = ["packages", "functions/src", "scripts", "web/src", "web/e2e"];

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "lib" ? [] : testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function jest(args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync("npx", ["jest", ...args], { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

interface Report {
  testResults: { name: string; status: string }[];
}

const failed: string[] = [];
if (!process.argv.includes("--dated")) {
  const deep = { FUZZ_PROFILE: "deep" };
  if (jest(["functions/src/fuzz", "--selectProjects", "stack", "--maxWorkers=2"], deep) !== 0) failed.push("fuzz");
  const properties = [
    "packages/domain/src/recurrence.property",
    "functions/src/calendar/ics.property",
    "functions/src/calendar-import/.*\\.property",
    "functions/src/calendar-import/corpus",
  ];
  if (jest([...properties, "--selectProjects", "unit"], deep) !== 0) failed.push("property tests");
}

const dated = TEST_ROOTS.flatMap((root) => testFiles(path.join(ROOT, root)))
  .filter(isDated)
  .map((file) => path.relative(ROOT, file))
  .sort();
const chosen = process.env.DEEP_CLOCKS?.split(",").map(Number);
const spread = clockSpread()
  .map((day, i) => ({ ...day, n: i + 1 }))
  .filter((day) => !chosen || chosen.includes(day.n));
mkdirSync(RESULTS, { recursive: true });
console.log(`\n${dated.length} dated test files at ${spread.length} instants:\n  ${dated.join("\n  ")}`);

const rows: string[] = [];
for (const day of spread) {
  const at = day.at.toISOString();
  console.log(`\n[${day.n}/${clockSpread().length}] ${day.label}: ${describeClock(day.at)}`);
  const output = path.join(RESULTS, `clock-${day.n}.json`);
  const args = [...dated.map((f) => f.replace(/\.test\.ts$/, "")), "--selectProjects", "unit", "stack"];
  jest([...args, "--maxWorkers=3", "--json", `--outputFile=${output}`], { TEST_CLOCK: at, TEST_CLOCK_SHOWN: "1" });
  const report = existsSync(output) ? (JSON.parse(readFileSync(output, "utf8")) as Report) : { testResults: [] };
  const bad = report.testResults.filter((r) => r.status !== "passed").map((r) => path.relative(ROOT, r.name));
  const ran = report.testResults.length;
  if (ran !== dated.length) bad.push(`(${dated.length - ran} files did not run)`);
  rows.push(`  ${String(day.n).padStart(2)}  ${at}  ${day.label}: ${bad.length ? `FAILED ${bad.join(", ")}` : "ok"}`);
  if (bad.length) failed.push(`TEST_CLOCK=${at}: ${bad.join(", ")}`);
}

console.log(`\nDated files at each instant (TEST_CLOCK=… replays one):\n${rows.join("\n")}`);
console.log(failed.length ? `\ntest:deep FAILED:\n  ${failed.join("\n  ")}` : "\ntest:deep passed");
process.exit(failed.length ? 1 : 0);
