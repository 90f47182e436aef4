/**
 * `npm test`: lint, the type checks, the build with its deploy check and the unit tests side by side; then the stack
 * tests, API (`*.stack.test.ts`) and browser (`*.browser.test.ts`), on that build. Stops after the first group with a
 * failure.
 * Ends by printing how long each step and the whole run took, and the 10 slowest test files, so a slower suite is
 * noticed when it happens (docs/testing.md).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describeClock, runClock } from "./test/test-clock";

const ROOT = path.join(__dirname, "..");
const RESULTS_DIR = path.join(ROOT, "test-artifacts");
/** The jest steps write their per-file times here (jest's --json report). */
const JEST_STEPS = new Set(["test:unit", "test:stack:built"]);
/**
 * Steps in order; the steps of one group run side by side. Lint, the type checks and the build are each mostly one
 * process on one core, and have no time limits, so they run at a lower priority than the unit tests beside them: a
 * unit test (5 s a test) then gets the cores when it needs them instead of a share among a dozen busy processes, as
 * it did beside the stack step (decision 0050). The stack step runs alone and fills both cores.
 * In a group, every step's output but the last's is held and printed once that step ends, so outputs never mix.
 */
const STEPS = [["lint", "typecheck", "deploy:check", "test:unit"], ["test:stack:built"]];
/** Steps that yield the cores to the others in their group (nice 10). */
const YIELDING = new Set(["lint", "typecheck", "deploy:check"]);

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const resultsFile = (step: string) => path.join(RESULTS_DIR, `${step.replace(/:/g, "-")}.json`);

interface JestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

function slowestFiles(steps: string[], count: number): string[] {
  const files: { name: string; ms: number }[] = [];
  for (const step of steps) {
    const file = resultsFile(step);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8")) as JestReport;
    for (const result of report.testResults) {
      files.push({ name: path.relative(ROOT, result.name), ms: result.endTime - result.startTime });
    }
  }
  return files
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((f) => `  ${seconds(f.ms).padStart(6)}  ${f.name}`);
}

mkdirSync(RESULTS_DIR, { recursive: true });
// Node 22 keeps the code it compiled on disk, so the modules a run loads again and again (each function emulator
// worker loads the function and firebase-admin, each stack firebase-tools, four tsc runs) compile once: 25 % less CPU
// when the emulator starts workers for concurrent pages.
process.env.NODE_COMPILE_CACHE ??= path.join(ROOT, "node_modules", ".cache", "node-compile-cache");
// The dated test files run at one instant of the spread, a different one each day (scripts/test/test-clock.ts).
const clock = runClock();
process.env.TEST_CLOCK = clock.toISOString();
process.env.TEST_CLOCK_SHOWN = "1";
const clockLine = `Dated test files run at ${describeClock(clock)}; TEST_CLOCK=${clock.toISOString()} replays it.`;
console.log(clockLine);
const started = performance.now();
const times: string[] = [];
const ran: string[] = [];
let failed: string | undefined;
/** Runs one npm script; with `quiet`, its output is held and printed once it ends (steps beside it then don't mix). */
function runStep(step: string, quiet: boolean): Promise<{ step: string; ok: boolean; ms: number }> {
  const stepStarted = performance.now();
  const args = ["run", step];
  if (JEST_STEPS.has(step)) {
    rmSync(resultsFile(step), { force: true });
    args.push("--", "--json", `--outputFile=${resultsFile(step)}`);
  }
  const [command, commandArgs] =
    YIELDING.has(step) && process.platform !== "win32" ? ["nice", ["-n", "10", npm, ...args]] : [npm, args];
  const child = spawn(command, commandArgs, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ step, ok: code === 0, ms: performance.now() - stepStarted });
    });
  });
}

async function main() {
  for (const group of STEPS) {
    const results = await Promise.all(group.map((step, i) => runStep(step, i < group.length - 1)));
    for (const result of results) {
      times.push(`${result.step} ${seconds(result.ms)}`);
      ran.push(result.step);
      if (!result.ok) failed ??= result.step;
    }
    if (failed) break;
  }
}

function report(): never {
  const slowest = slowestFiles(
    ran.filter((s) => JEST_STEPS.has(s)),
    10,
  );
  if (slowest.length > 0)
    console.log(`\nThe 10 slowest test files (each file's own time; files run in parallel):\n${slowest.join("\n")}`);
  console.log(`\n${clockLine}`);
  console.log(
    `\nnpm test ${failed ? `FAILED at ${failed}` : "passed"}: ${times.join(", ")}; total ${seconds(performance.now() - started)}`,
  );
  process.exit(failed ? 1 : 0);
}

void main().then(report);
