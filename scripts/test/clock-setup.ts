/** Runs in every test file before its own code: a file marked `@dated` runs at the run's test clock (test-clock.ts). */
import { isDated, runClock, setTestClock } from "./test-clock";

if (isDated(expect.getState().testPath!)) setTestClock(runClock());
