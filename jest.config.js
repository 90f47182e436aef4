/** Two projects: fast unit tests, and tests against one real local stack started for the run. */
const transform = { "^.+\\.tsx?$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.jest.json" }] };

/**
 * The site runs React's API on Preact (web/vite.config.ts, docs/decisions/0027); component tests run the same. The
 * CommonJS builds, since the jsdom environment would otherwise pick Preact's ES modules.
 */
const preact = (file) => `<rootDir>/node_modules/preact/${file}`;
const reactOnPreact = {
  "^react$": preact("compat/dist/compat.js"),
  "^react-dom$": preact("compat/dist/compat.js"),
  "^react-dom/client$": preact("compat/client.js"),
  "^react-dom/test-utils$": preact("test-utils/dist/testUtils.js"),
  "^react/jsx-runtime$": preact("jsx-runtime/dist/jsxRuntime.js"),
  "^react/jsx-dev-runtime$": preact("jsx-runtime/dist/jsxRuntime.js"),
  "^preact$": preact("dist/preact.js"),
  "^preact/hooks$": preact("hooks/dist/hooks.js"),
  "^preact/compat$": preact("compat/dist/compat.js"),
  "^preact/test-utils$": preact("test-utils/dist/testUtils.js"),
  "^preact-render-to-string$": "<rootDir>/node_modules/preact-render-to-string/dist/index.js",
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/{packages/*/src,functions/src,scripts,web/src}/**/*.test.ts"],
      testPathIgnorePatterns: ["/node_modules/", "\\.stack\\.test\\.ts$", "\\.rules\\.test\\.ts$"],
      moduleNameMapper: reactOnPreact,
    },
    {
      displayName: "stack",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/{functions/src,scripts,web/src,web/e2e}/**/*.stack.test.ts"],
      globalSetup: "<rootDir>/scripts/test/global-setup.ts",
      globalTeardown: "<rootDir>/scripts/test/global-teardown.ts",
      // Each test file in its own seeded namespace on the shared stack; also sets this project's test timeout.
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
