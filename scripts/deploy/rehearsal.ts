/**
 * The deploy rehearsal: what Cloud Build receives and does, offline. Copies the files `firebase deploy` would upload
 * from functions/ (its own file walk, honouring firebase.json's `ignore`), installs production dependencies from
 * functions/package-lock.json with `npm ci`, then loads lib/index.js on this Node (22, as in production) the way
 * production does and through firebase-tools' own discovery: so the function can't depend on anything outside
 * functions/ at run time.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Delegate } from "firebase-tools/lib/deploy/functions/runtimes/node";
import { readdirRecursive } from "firebase-tools/lib/fsAsync";

interface FunctionsConfig {
  source: string;
  ignore?: string[];
}

/** What firebase-tools adds to the configured ignore list when it packages the source. */
const ALWAYS_IGNORED = ["firebase-debug.log", "firebase-debug.*.log", ".runtimeconfig.json"];

/** A complete production configuration, as functions/.env.<project-id> would give it (public placeholder values). */
const PRODUCTION_ENV = {
  GCLOUD_PROJECT: "deploy-rehearsal",
  WEB_API_KEY: "rehearsal-api-key",
  WEB_APP_ID: "1:123456789012:web:0123456789abcdef",
  APP_CHECK_SITE_KEY: "rehearsal-site-key",
  SITE_URL: "https://deploy-rehearsal.web.app",
  MAIL_FROM: "Rehearsal <no-reply@deploy-rehearsal.web.app>",
};

/** Loads the module as the runtime does and prints the Node version and what it exports. */
const PROBE = `
const loaded = require("./lib/index.js");
const renderer = require("./lib/ssr/entry-server.cjs");
renderer
  .renderPage({ url: "/", renderedAt: Date.now(), origin: "https://example.org", load: async () => null })
  .then((page) => {
    console.log(JSON.stringify({
      node: process.versions.node,
      apiIsFunction: typeof loaded.api === "function",
      rendersPages: page.html.includes("Boulder City Main Street"),
    }));
  });
`;

async function uploadedFiles(projectDir: string, config: FunctionsConfig): Promise<string[]> {
  const sourceDir = path.join(projectDir, config.source);
  const ignore = [...(config.ignore ?? ["node_modules", ".git"]), ...ALWAYS_IGNORED];
  const files = await readdirRecursive({ path: sourceDir, ignoreStrings: ignore });
  return files.map((f) => path.relative(sourceDir, f.name)).sort();
}

/** A clean environment: nothing from the local emulators or a developer's credentials, only what a deploy would have. */
function loadWith(dir: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ["-e", PROBE], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), METADATA_SERVER_DETECTION: "none", ...env },
    encoding: "utf8",
  });
}

export async function rehearseDeploy(projectDir: string, config: FunctionsConfig): Promise<string[]> {
  const problems: string[] = [];
  const sourceDir = path.join(projectDir, config.source);
  const files = await uploadedFiles(projectDir, config);
  for (const required of [
    "package.json",
    "package-lock.json",
    "lib/index.js",
    "lib/app.html",
    "lib/ssr/entry-server.cjs",
  ]) {
    if (!files.includes(required)) problems.push(`the upload lacks functions/${required} (build first: npm run build)`);
  }
  const pkg = JSON.parse(readFileSync(path.join(sourceDir, "package.json"), "utf8")) as Record<string, object>;
  const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  for (const name of declared.filter((n) => n.startsWith("@main-street/"))) {
    problems.push(`functions/package.json lists ${name}, which is not on the npm registry (it is bundled)`);
  }
  if (problems.length > 0) return problems;

  const dir = mkdtempSync(path.join(tmpdir(), "deploy-rehearsal-"));
  try {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(path.join(sourceDir, file), path.join(dir, file));
    }
    // As Cloud Build: exactly the lockfile's versions, production dependencies only. npm ci refuses a lockfile
    // that disagrees with package.json (then run `npm run lock:functions`).
    try {
      execFileSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {
        cwd: dir,
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
      });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? "";
      return [`npm ci from functions/package-lock.json failed:\n${stderr.split("\n").slice(-12).join("\n")}`];
    }
    if (!existsSync(path.join(dir, "node_modules", "firebase-functions"))) {
      return ["npm ci installed no firebase-functions"];
    }

    const loaded = loadWith(dir, PRODUCTION_ENV);
    if (loaded.status !== 0) {
      return [`lib/index.js failed to load from the uploaded files alone:\n${loaded.stderr.trim()}`];
    }
    const probe = JSON.parse(loaded.stdout.trim().split("\n").pop()!) as {
      node: string;
      apiIsFunction: boolean;
      rendersPages: boolean;
    };
    if (!probe.node.startsWith("22.")) problems.push(`loaded on Node ${probe.node}, not 22 as in production`);
    if (!probe.apiIsFunction) problems.push("lib/index.js does not export the api function");
    if (!probe.rendersPages) problems.push("lib/ssr/entry-server.cjs does not render a page from the uploaded files");

    // What `firebase deploy` then learns from it: its own discovery, run against the rehearsal copy.
    const { GCLOUD_PROJECT } = PRODUCTION_ENV;
    const delegate = new Delegate(GCLOUD_PROJECT, dir, dir, "nodejs22");
    const discovered = await delegate.discoverBuild({}, { ...PRODUCTION_ENV, FIREBASE_CONFIG: "{}" });
    const api = discovered.endpoints.api;
    if (!api?.httpsTrigger || api.platform !== "gcfv2") problems.push("discovery found no gen-2 HTTPS function `api`");
    const secrets = api?.secretEnvironmentVariables?.map((secret) => secret.key) ?? [];
    if (!secrets.includes("RATE_LIMIT_SALT")) problems.push("`api` does not bind the RATE_LIMIT_SALT secret");
    for (const job of ["mailRetry", "hoursReminders", "monthlySummaries", "importCalendars"]) {
      const endpoint = discovered.endpoints[job];
      // 60 s by default: a job awaits each mail it sends.
      const timeout = endpoint?.timeoutSeconds;
      if (timeout !== 300) problems.push(`\`${job}\` runs with timeoutSeconds ${String(timeout)}, not 300`);
      // 256 MiB by default, for a bundle the size of api's.
      const memory = endpoint?.availableMemoryMb;
      if (memory !== 512) problems.push(`\`${job}\` runs with ${String(memory)} MiB, not 512`);
      // Cloud Scheduler retries nothing by default; mailRetry's next run is 5 minutes away anyway.
      const retries = endpoint?.scheduleTrigger?.retryConfig?.retryCount;
      const wanted = job === "mailRetry" ? undefined : 3;
      if (retries !== wanted) problems.push(`\`${job}\` is retried ${String(retries)} times, not ${String(wanted)}`);
    }

    // An incomplete production configuration must stop the deploy (its discovery loads the module just so).
    const incomplete = loadWith(dir, { GCLOUD_PROJECT: PRODUCTION_ENV.GCLOUD_PROJECT });
    const named = ["WEB_API_KEY", "SITE_URL", "MAIL_FROM"].every((setting) => incomplete.stderr.includes(setting));
    if (incomplete.status === 0 || !named) {
      problems.push("lib/index.js loaded without WEB_API_KEY and the other production settings instead of failing");
    }
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
