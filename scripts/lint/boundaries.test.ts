/**
 * The import boundaries in eslint.config.mjs fire: each snippet is linted as if it were the named file, with the
 * repo's own config. ESLint runs in a child process because it loads the flat config with import(), which Jest's
 * CommonJS sandbox can't run.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

interface Snippet {
  filePath: string;
  code: string;
}

const LINT_SNIPPETS = `
import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
const snippets = JSON.parse(readFileSync(0, "utf8"));
const eslint = new ESLint({ cwd: process.cwd() });
const messages = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  messages.push(result.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message));
}
process.stdout.write(JSON.stringify(messages));
`;

/** The boundary errors of each snippet, in order. */
function boundaryErrors(snippets: Snippet[]): string[][] {
  const stdout = execFileSync(process.execPath, ["--input-type=module", "-e", LINT_SNIPPETS], {
    cwd: ROOT,
    input: JSON.stringify(snippets),
    encoding: "utf8",
  });
  return JSON.parse(stdout) as string[][];
}

const importing = (filePath: string, source: string): Snippet => ({
  filePath,
  code: `import * as imported from "${source}";\nexport const used = imported;\n`,
});

const REFUSED: Record<string, Snippet> = {
  "a feature importing another feature, even its index.ts": importing(
    "web/src/features/admin/components/Example.tsx",
    "../../events/EventsPage",
  ),
  "a feature reaching into a widget's internals": importing(
    "web/src/features/admin/components/Example.tsx",
    "../../../widgets/auth/use-current-user",
  ),
  "a widget importing a feature": importing("web/src/widgets/editor/Example.tsx", "../../features/events/EventsPage"),
  "a public page importing the admin area": importing("web/src/features/home/Example.tsx", "../admin/AdminRoutes"),
  "the app importing a feature's internals": importing(
    "web/src/app/Example.tsx",
    "../features/directory/components/SearchBar",
  ),
  "shared web code importing a feature": importing("web/src/lib/example.ts", "../features/events/EventsPage"),
  "a feature reaching into another feature's widget": importing(
    "web/src/features/directory/Example.tsx",
    "../owner/widget/ClaimDialog",
  ),
  "a feature's widget importing the rest of its feature": importing(
    "web/src/features/owner/widget/Example.tsx",
    "../OwnerEditPage",
  ),
  "a feature reaching into its own widget's internals": importing(
    "web/src/features/owner/Example.tsx",
    "./widget/queries",
  ),
  "a shared widget importing a feature's widget": importing(
    "web/src/widgets/editor/Example.tsx",
    "../../features/owner/widget",
  ),
  "the web app importing the API": importing("web/src/lib/example.ts", "../../../functions/src/http/csp"),
  "the API importing the web app": importing("functions/src/example.ts", "../../web/src/lib/contact-links"),
  "the API importing scripts": importing("functions/src/example.ts", "../../scripts/seed/data"),
  "the domain package importing the API": importing(
    "packages/domain/src/example.ts",
    "../../../functions/src/http/csp",
  ),
  // The API's layers (docs/decisions/0098).
  "an API resource reaching into another resource's files": importing(
    "functions/src/events/example.ts",
    "../businesses/repository",
  ),
  "an API resource importing the record registry": importing("functions/src/events/example.ts", "../record-registry"),
  "an API resource importing the admin composition": importing("functions/src/owners/example.ts", "../admin/routes"),
  "the API's base importing a resource": importing("functions/src/http/example.ts", "../events"),
  "the API's base importing the app": importing("functions/src/records/example.ts", "../record-registry"),
  "the API's app reaching into a resource's files": importing(
    "functions/src/record-registry.ts",
    "./events/repository",
  ),
};

const ALLOWED: Record<string, Snippet> = {
  "a widget's index.ts": importing("web/src/features/admin/components/Example.tsx", "../../../widgets/auth"),
  "another widget's index.ts, from a widget": importing("web/src/widgets/editor/Example.tsx", "../uploads"),
  "files inside one feature": importing("web/src/features/events/Example.tsx", "./queries"),
  "files inside one widget": importing("web/src/widgets/auth/Example.tsx", "./use-current-user"),
  "another feature's widget, lazily through its index.ts": {
    filePath: "web/src/features/directory/Example.tsx",
    code: 'export const widget = () => import("../owner/widget");\n',
  },
  "a feature's own widget through its index.ts": importing("web/src/features/owner/Example.tsx", "./widget"),
  "files inside one feature's widget": importing("web/src/features/owner/widget/Example.tsx", "./api"),
  "a feature's widget using a shared widget": importing(
    "web/src/features/owner/widget/Example.tsx",
    "../../../widgets/auth",
  ),
  "the app lazily loading a route module": {
    filePath: "web/src/app/Example.tsx",
    code: 'export const page = () => import("../features/admin/AdminRoutes");\n',
  },
  "a unit test using the shared test fixtures": importing(
    "web/src/lib/example.test.ts",
    "../../../scripts/test/fixtures/xss-corpus",
  ),
  "a browser test reading the API's policy": importing(
    "web/e2e/example.browser.test.ts",
    "../../functions/src/http/csp",
  ),
  "a script using the API's code": importing("scripts/example.ts", "../functions/src/http/csp"),
  "an API resource using another's index.ts": importing("functions/src/events/example.ts", "../businesses"),
  "files inside one API resource": importing("functions/src/events/example.ts", "./repository"),
  "an API resource using the base": importing("functions/src/events/example.ts", "../records/repository"),
  "the API's app composing resources through their index.ts": importing("functions/src/admin/example.ts", "../owners"),
  "an API test using the record registry": importing(
    "functions/src/objects/example.stack.test.ts",
    "../record-registry",
  ),
};

describe("import boundaries (eslint-plugin-boundaries)", () => {
  const refused = Object.entries(REFUSED);
  const allowed = Object.entries(ALLOWED);
  const errors = boundaryErrors([...refused, ...allowed].map(([, snippet]) => snippet));

  it.each(refused.map(([name], i) => [name, i] as const))("refuses %s", (_name, i) => {
    expect(errors[i]).toHaveLength(1);
  });

  it.each(allowed.map(([name], i) => [name, refused.length + i] as const))("allows %s", (_name, i) => {
    expect(errors[i]).toEqual([]);
  });
});
