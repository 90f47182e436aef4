/**
 * Four projects: fast unit tests; component tests of pages and the app's frame (`*.test.tsx`, in jsdom, which
 * costs each file a second more to start, so only where there is a tree to render: docs/testing.md); tests against one real local stack started for the run (API tests
 * `*.stack.test.ts`, browser tests `*.browser.test.ts`, which drive Chromium); the security-rules suite.
 */
// swc strips the types (npm run typecheck checks them): a native compiler, so a cold start compiles in a blink.
const transform = {
  "^.+\\.tsx?$": [
    "@swc/jest",
    {
      jsc: {
        parser: { syntax: "typescript", tsx: true },
        target: "es2022",
        transform: { react: { runtime: "automatic" } },
      },
      module: { type: "commonjs" },
    },
  ],
};

/** @type {import('jest').Config} */
module.exports = {
  // Long files first, also on a fresh clone with no record of a last run.
  testSequencer: "<rootDir>/scripts/test/sequencer.mjs",
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/{packages/*/src,functions/src,scripts,web/src}/**/*.test.ts"],
      testPathIgnorePatterns: ["/node_modules/", "\\.(stack|browser|rules)\\.test\\.ts$"],
      // A file marked @dated runs at the run's test clock (scripts/test/test-clock.ts).
      globalSetup: "<rootDir>/scripts/test/clock-global-setup.ts",
      setupFilesAfterEnv: ["<rootDir>/scripts/test/clock-setup.ts"],
    },
    {
      displayName: "components",
      testEnvironment: "jsdom",
      transform,
      testMatch: ["<rootDir>/web/src/**/*.test.tsx"],
      globalSetup: "<rootDir>/scripts/test/clock-global-setup.ts",
      setupFilesAfterEnv: ["<rootDir>/scripts/test/clock-setup.ts", "<rootDir>/web/src/test/component-setup.ts"],
    },
    {
      displayName: "stack",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/{functions/src,scripts,web/src,web/e2e}/**/*.{stack,browser}.test.ts"],
      globalSetup: "<rootDir>/scripts/test/global-setup.ts",
      globalTeardown: "<rootDir>/scripts/test/global-teardown.ts",
      // Each test file in its own seeded namespace on the shared stack, a dated one at the run's test clock; also sets
      // this project's test timeout.
      setupFilesAfterEnv: ["<rootDir>/scripts/test/namespace-setup.ts"],
    },
    {
      displayName: "rules",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/scripts/rules/*.rules.test.ts"],
    },
  ],
};
