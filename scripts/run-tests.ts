/**
 * `npm test`: lint, type checks, unit tests, the build with the deploy check, then the stack tests (on that build),
 * stopping at the first failure.
 * Prints how long each step and the whole run took, so a slower suite is noticed when it happens.
 */
import { spawnSync } from "node:child_process";

const STEPS = ["lint", "typecheck", "test:unit", "deploy:check", "test:stack:built"];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const started = performance.now();
const times: string[] = [];
let failed: string | undefined;
for (const step of STEPS) {
  const stepStarted = performance.now();
  const run = spawnSync(npm, ["run", step], { stdio: "inherit" });
  times.push(`${step} ${seconds(stepStarted)}`);
  if (run.status !== 0) {
    failed = step;
    break;
  }
}
console.log(`\nnpm test ${failed ? `FAILED at ${failed}` : "passed"}: ${times.join(", ")}; total ${seconds(started)}`);
process.exit(failed ? 1 : 0);
