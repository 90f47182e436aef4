/**
 * Fixes the run's test clock once for every worker (a run that crosses midnight would otherwise rotate mid-run) and
 * prints it, with the variable that replays it (scripts/test/test-clock.ts).
 */
import { describeClock, runClock } from "./test-clock";

export default function clockGlobalSetup(): void {
  if (process.env.TEST_CLOCK && process.env.TEST_CLOCK_SHOWN) return; // npm test printed it already
  const at = runClock();
  process.env.TEST_CLOCK = at.toISOString();
  process.env.TEST_CLOCK_SHOWN = "1";
  console.log(`\nDated test files run at ${describeClock(at)}; TEST_CLOCK=${at.toISOString()} replays it.`);
}
