// @ts-check
/**
 * The order test files start in. Jest starts the files that took longest last time first, so the workers finish
 * together; with no record of a last run (a fresh clone, as in CI) it falls back to file size, which puts a long
 * browser journey behind short API files and leaves one worker running it alone at the end. With no record, this
 * estimates instead: files that start a stack of their own (and wait on it) first, then browser and fuzz files,
 * each by size. Loaded by jest without a transform, hence plain JavaScript.
 */
import { readFileSync } from "node:fs";
import sequencerModule from "@jest/test-sequencer";

const Sequencer = sequencerModule.default;

/**
 * How much longer than an API test of the same size a file of each kind runs: one that starts a stack of its own,
 * a browser test (`*.browser.test.ts`), a fuzz suite.
 * @type {[(file: string, source: string) => boolean, number][]}
 */
const WEIGHTS = [
  [(_, source) => /\b(startStack|startOwnStack)\(/.test(source), 20],
  [(file) => file.endsWith(".browser.test.ts"), 8],
  [(_, source) => source.includes("fuzz-harness"), 8],
];

/** @param {string} file */
function estimate(file) {
  const source = readFileSync(file, "utf8");
  const weight = WEIGHTS.find(([kind]) => kind(file, source))?.[1] ?? 1;
  return source.length * weight;
}

class EstimatingSequencer extends Sequencer {
  /** @param {Parameters<Sequencer["sort"]>[0]} tests */
  sort(tests) {
    if (tests.some((test) => this.time(test) !== undefined)) return super.sort(tests);
    const estimates = new Map(tests.map((test) => [test.path, estimate(test.path)]));
    return [...tests].sort((a, b) => (estimates.get(b.path) ?? 0) - (estimates.get(a.path) ?? 0));
  }
}

export default EstimatingSequencer;
