/**
 * Setup for the component tests (`*.test.tsx`, jest's `components` project, jsdom): the Node APIs jsdom lacks, how
 * long a wait may take, and a console error fails the test that logged it, as it fails a browser test (a React
 * warning, a hydration mismatch).
 */
import { configure } from "@testing-library/react";
import "./text-encoder";

// A wait (findBy…, waitFor) is an assertion that ends as soon as it holds, as the browser tests' are; it may take
// what a step can on a busy machine (a form's first send loads the App Check SDK), within jest's 5 s a test.
configure({ asyncUtilTimeout: 4000 });

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
