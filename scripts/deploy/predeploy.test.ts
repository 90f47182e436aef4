/**
 * firebase.json's predeploy hooks: one web build per deploy. firebase-tools runs the functions' hooks before
 * Hosting's (its deploy order), so the functions' predeploy builds the web app and the function, and Hosting's only
 * checks that the function's copy of the shell matches what it is about to upload.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The targets in the order `firebase deploy` runs their hooks, read from its source (loading it costs seconds). */
const VALID_DEPLOY_TARGETS = [
  ...(
    /VALID_DEPLOY_TARGETS = \[([^\]]*)\]/.exec(
      readFileSync(require.resolve("firebase-tools/lib/deploy/index.js"), "utf8"),
    )?.[1] ?? ""
  ).matchAll(/"([a-z]+)"/g),
].map((m) => m[1]!);

const config = JSON.parse(readFileSync(path.join(__dirname, "..", "..", "firebase.json"), "utf8")) as {
  hosting: { predeploy?: string[] };
  functions: { predeploy?: string[] }[];
};
const hooks = [...config.functions.flatMap((f) => f.predeploy ?? []), ...(config.hosting.predeploy ?? [])];

it("builds the web app exactly once, in the functions' predeploy", () => {
  expect(hooks.filter((hook) => /build -w web|build\b.*web/.test(hook))).toEqual(["npm run build -w web"]);
  expect(config.functions[0]!.predeploy).toEqual(["npm run build -w web", "npm run build -w functions"]);
  expect(config.hosting.predeploy).toEqual(["node functions/scripts/check-web-shell.mjs"]);
});

it("relies on firebase-tools running the functions' hooks before Hosting's", () => {
  expect(VALID_DEPLOY_TARGETS.length).toBeGreaterThan(3);
  expect(VALID_DEPLOY_TARGETS.indexOf("functions")).toBeLessThan(VALID_DEPLOY_TARGETS.indexOf("hosting"));
});
