// ESLint flat config: the TypeScript recommended rules everywhere, React hook rules in the web app, and the import
// boundaries between the workspaces and between the web app's features.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import answers from "./scripts/lint/no-work-after-answer.cjs";
import queryKeys from "./scripts/lint/query-keys.cjs";

const WEB = ["web-app", "web-feature", "web-feature-widget", "web-widget", "web-shared"];
/** functions/src in layers (docs/decisions/0098): the base, the resources, and the app that composes them. */
const FUNCTIONS = ["functions-base", "functions-resource", "functions-app"];

/**
 * Each policy names what a part of the code may not import; the last matching policy wins, so the final one lets
 * tests (unit tests, browser tests, scripts) reach across every boundary.
 */
const BOUNDARY_POLICIES = [
  {
    from: { element: { types: WEB } },
    disallow: { to: { element: { types: ["functions", ...FUNCTIONS, "scripts", "web-e2e"] } } },
    message: "The web app never imports the API (functions/), scripts or browser tests.",
  },
  {
    from: { element: { types: ["functions", ...FUNCTIONS] } },
    disallow: { to: { element: { types: [...WEB, "web-e2e", "scripts"] } } },
    message: "The API never imports the web app or scripts; share code through packages/domain.",
  },
  {
    from: { element: { type: "functions-base" } },
    disallow: {
      to: [{ element: { types: ["functions-resource", "functions-app"] } }, { file: { categories: "functions-app" } }],
    },
    message:
      "functions/src/{http,platform,html,abuse,records} are the API's base: they import no resource and not the app, which pass in what the base needs.",
  },
  {
    from: { element: { type: "functions-resource" } },
    disallow: { to: [{ element: { type: "functions-app" } }, { file: { categories: "functions-app" } }] },
    message:
      "A resource of the API doesn't import the app (app.ts, index.ts, record-registry.ts, mail-kinds.ts, admin/): the app passes it what it needs.",
  },
  {
    from: [{ element: { types: ["functions-resource", "functions-app"] } }, { file: { categories: "functions-app" } }],
    disallow: {
      to: {
        element: {
          type: "functions-resource",
          captured: { resource: "!{{from.element.captured.resource}}" },
          fileInternalPath: "!index.ts",
        },
      },
    },
    message: "Reach another resource of the API through its index.ts only (functions/src/*/index.ts).",
  },
  {
    from: { element: { type: "domain" } },
    disallow: { to: { element: { types: [...WEB, "web-e2e", "functions", ...FUNCTIONS, "scripts"] } } },
    message: "packages/domain imports neither the web app nor the API.",
  },
  {
    from: { element: { type: "web-shared" } },
    disallow: { to: { element: { types: ["web-app", "web-feature", "web-feature-widget", "web-widget"] } } },
    message:
      "web/src/lib, components and theme are shared by everything, so they import no widget, feature or app code.",
  },
  {
    from: { element: { types: ["web-feature", "web-feature-widget", "web-widget"] } },
    disallow: { to: { element: { type: "web-app" } } },
    message: "Features and widgets don't import the app shell.",
  },
  {
    from: { element: { type: "web-widget" } },
    disallow: { to: { element: { types: ["web-feature", "web-feature-widget"] } } },
    message: "Widgets are shared by features, so they import none.",
  },
  {
    from: { element: { type: "web-feature-widget" } },
    disallow: { to: { element: { type: "web-feature" } } },
    message:
      "A feature's widget (features/*/widget) is what other features show of it: it imports no feature code, not even its own feature's, so it stays small.",
  },
  {
    from: { element: { types: ["web-app", "web-feature"] } },
    disallow: { to: { element: { type: "web-feature-widget", fileInternalPath: "!index.ts" } } },
    message: "Use a feature's widget through its index.ts only (features/*/widget/index.ts).",
  },
  {
    from: { element: { type: "web-feature-widget" } },
    disallow: {
      to: {
        element: {
          type: "web-feature-widget",
          captured: { feature: "!{{from.element.captured.feature}}" },
          fileInternalPath: "!index.ts",
        },
      },
    },
    message: "Use another feature's widget through its index.ts only (features/*/widget/index.ts).",
  },
  {
    from: { element: { type: "web-feature" } },
    disallow: {
      to: { element: { type: "web-feature", captured: { feature: "!{{from.element.captured.feature}}" } } },
    },
    message:
      "Features don't import each other: share a widget (web/src/widgets, or a feature's own widget folder) or compose them in web/src/app.",
  },
  {
    from: { element: { types: ["web-app", "web-feature", "web-widget"] } },
    disallow: {
      to: {
        element: {
          type: "web-widget",
          captured: { widget: "!{{from.element.captured.widget}}" },
          fileInternalPath: "!index.ts",
        },
      },
    },
    message: "Import a widget through its index.ts only.",
  },
  {
    from: { element: { type: "web-app" } },
    disallow: {
      to: { element: { type: "web-feature", fileInternalPath: "!{index.ts,*Page.tsx,AdminRoutes.tsx}" } },
    },
    message: "The app imports a feature's index.ts, or lazily its route module (*Page.tsx, AdminRoutes.tsx).",
  },
  {
    from: [{ file: { categories: "test" } }, { element: { types: ["web-e2e", "scripts"] } }],
    allow: { to: { element: { types: "*" } } },
  },
];

/** What works only under React Router's data router, which the browser doesn't run (docs/decisions/0044). */
const DATA_ROUTER_ONLY = [
  "Await",
  "createBrowserRouter",
  "createHashRouter",
  "createMemoryRouter",
  "Form",
  "RouterProvider",
  "ScrollRestoration",
  "unstable_usePrompt",
  "useActionData",
  "useAsyncError",
  "useAsyncValue",
  "useBlocker",
  "useFetcher",
  "useFetchers",
  "useFormAction",
  "useLoaderData",
  "useMatches",
  "useNavigation",
  "useRevalidator",
  "useRouteError",
  "useRouteLoaderData",
  "useSubmit",
  "useViewTransitionState",
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "functions/lib/**",
      "web/dist/**",
      "web/dist-server/**",
      "test-artifacts/**",
      ".data/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // docs/decisions/0044: the browser routes with BrowserRouter, so what needs React Router's data router would
      // work in the server render and throw in the browser.
      "no-restricted-imports": [
        "error",
        ...["react-router-dom", "react-router"].map((name) => ({
          name,
          importNames: DATA_ROUTER_ONLY,
          message:
            "The browser runs BrowserRouter, not the data router (docs/decisions/0044): read the page's data with its query hooks.",
        })),
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,mjs}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".mjs", ".js"] } },
      "boundaries/legacy-templates": false,
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/elements": [
        { type: "web-app", pattern: "web/src/app", partialMatch: false },
        // Before web-feature: a feature's widget is an element of its own (see the policies above).
        {
          type: "web-feature-widget",
          pattern: "web/src/features/*/widget",
          capture: ["feature"],
          partialMatch: false,
        },
        { type: "web-feature", pattern: "web/src/features/*", capture: ["feature"], partialMatch: false },
        { type: "web-widget", pattern: "web/src/widgets/*", capture: ["widget"], partialMatch: false },
        { type: "web-shared", pattern: "web/src/{components,lib,theme}", partialMatch: false },
        { type: "web-e2e", pattern: "web/e2e", partialMatch: false },
        // The API's layers (docs/decisions/0098), before the rest of functions/.
        {
          type: "functions-base",
          pattern: "functions/src/{http,platform,html,abuse,records}",
          capture: ["resource"],
          partialMatch: false,
        },
        { type: "functions-app", pattern: "functions/src/admin", partialMatch: false },
        { type: "functions-resource", pattern: "functions/src/*", capture: ["resource"], partialMatch: false },
        { type: "functions", pattern: "functions", partialMatch: false },
        { type: "domain", pattern: "packages/domain", partialMatch: false },
        { type: "scripts", pattern: "scripts", partialMatch: false },
      ],
      "boundaries/files": [
        { category: "test", pattern: "**/*.{test,contract}.{ts,tsx}" },
        { category: "functions-app", pattern: "functions/src/{app,index,record-registry,mail-kinds}.ts" },
      ],
    },
    rules: { "boundaries/dependencies": ["error", { default: "allow", policies: BOUNDARY_POLICIES }] },
  },
  {
    // Cloud Run gives an instance no CPU once its requests are answered (docs/decisions/0060).
    files: ["functions/src/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.contract.ts"],
    plugins: { answers },
    rules: { "answers/no-work-after-answer": "error" },
  },
  {
    // docs/decisions/0095: a query key is written only beside its feature's reads (one queries.ts per feature, per
    // feature widget and per shared widget; lib/queries.ts for the public records several features read) and in the
    // query plumbing (lib/query-client.ts). Tests build their own.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: [
      "web/src/features/*/queries.ts",
      "web/src/features/*/widget/queries.ts",
      "web/src/widgets/*/queries.ts",
      "web/src/lib/queries.ts",
      "web/src/lib/query-client.ts",
      "**/*.test.{ts,tsx}",
    ],
    plugins: { "query-keys": queryKeys },
    rules: { "query-keys/keys-in-queries-files": "error" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "scripts/test/**/*.ts"],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      // docs/testing.md#the-sites-clock: a test's today follows the test clock, as the stack's does.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='todayInSiteZone'][arguments.length=0]",
          message: "A test reads its day from testToday() (scripts/test/test-clock.ts), which follows the test clock.",
        },
      ],
    },
  },
  {
    // docs/decisions/0053: every browser test's pages come from launchBrowser(), whose locators match names whole.
    files: ["web/e2e/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "playwright-core",
              importNames: ["chromium", "firefox", "webkit"],
              message:
                "Launch the browser with launchBrowser() (scripts/test/browser.ts): its pages match names whole.",
            },
          ],
        },
      ],
    },
  },
);
