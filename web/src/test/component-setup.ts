/**
 * Setup for the component tests (`*.test.tsx`, jest's `components` project, jsdom): the Node APIs jsdom lacks, and a
 * console error fails the test that logged it, as it fails a browser test (a React warning, a hydration mismatch).
 */
import "./text-encoder";

let errors: string[] = [];
let consoleError: jest.SpyInstance;

beforeEach(() => {
  errors = [];
  consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
  });
});

afterEach(() => {
  consoleError.mockRestore();
  if (errors.length > 0) throw new Error(`console.error during the test:\n${errors.join("\n")}`);
});
