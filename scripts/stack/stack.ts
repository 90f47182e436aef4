/**
 * The offline local stack: the Node Firestore emulator, then the official auth + functions + hosting
 * emulators (through a generated firebase config holding this stack's ports), then seed data.
 * Used by `npm start`, the integration and browser tests, and the benchmarks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SITE_CSP, SITE_CSP_EMULATED } from "../../functions/src/http/csp";
import { robotsTxt } from "../../web/build/robots";
import { DEFAULT_PORTS, freePorts, type StackPorts } from "./ports";
import { startMailCatcher, type MailCatcher } from "./mail-catcher";

export const ROOT = path.resolve(__dirname, "..", "..");
const PROJECT_ID = "demo-boulder-city";
/** Cloud Functions runs the function on this Node major (firebase.json `runtime`); so does the local stack. */
const FUNCTION_NODE_MAJOR = 22;

export interface StackOptions {
  /** Use the documented fixed ports (npm start) instead of free ones (tests). */
  fixedPorts?: boolean;
  /** Print the emulators' output. */
  verbose?: boolean;
  /** Extra environment for the function. */
  functionEnv?: Record<string, string>;
  /**
   * Run the Auth emulator (default). A stack whose tests never sign in can leave it out: it compiles the whole
   * Identity Toolkit API's validators as it starts, about 5 s of CPU.
   */
  auth?: boolean;
}

export interface Stack {
  url: string;
  ports: StackPorts;
  projectId: string;
  /** The Node version the functions emulator runs the function on, as it logged it. */
  functionNode: string;
  /** Environment that points firebase-admin in this process (or a child) at this stack. */
  adminEnv: Record<string, string>;
  objectDir: string;
  /** The SMTP catcher the function sends its e-mail to (mail-catcher.ts). */
  mail: MailCatcher;
  stopFirestore(): Promise<void>;
  startFirestore(): Promise<void>;
  stop(): Promise<void>;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, verbose: boolean, tag: string): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => `[${tag}] ${l}\n`)
      .join("");
  child.stdout?.on("data", (c: Buffer) => verbose && process.stdout.write(prefix(c)));
  child.stderr?.on("data", (c: Buffer) => verbose && process.stderr.write(prefix(c)));
  return child;
}

/** Stops a detached child and everything it started. */
async function stopGroup(child: ChildProcess | undefined, graceMs = 8000): Promise<void> {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal("SIGINT");
  const timer = setTimeout(() => signal("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
  signal("SIGKILL"); // any grandchildren left in the group
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed: () => string | null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = failed();
    if (failure) throw new Error(`${what}: ${failure}`);
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000}s`);
}

/**
 * The web build's files, plus a robots.txt naming this stack's own address (the build can't know the port): links
 * to each built file in a directory of its own, so stacks running side by side never overwrite each other's.
 */
function writePublicDir(ports: StackPorts, url: string): string {
  const dist = path.join(ROOT, "web", "dist");
  const dir = path.join(ROOT, ".data", `hosting-${ports.hosting}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dist)) {
    // Dot entries (.vite: build reports) stay out, as firebase.json's "**/.*" ignore keeps them out of a deploy.
    if (entry !== "robots.txt" && !entry.startsWith(".")) symlinkSync(path.join(dist, entry), path.join(dir, entry));
  }
  writeFileSync(path.join(dir, "robots.txt"), robotsTxt(url));
  return dir;
}

function writeConfig(ports: StackPorts, publicDir: string): string {
  const base = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as Record<string, unknown>;
  const host = "127.0.0.1";
  // The production policy plus the emulators' http://127.0.0.1:* sources, so the local site runs under the same CSP.
  const hosting = base.hosting as { public: string; headers: { headers: { key: string; value: string }[] }[] };
  hosting.public = path.relative(ROOT, publicDir);
  const policies = hosting.headers.flatMap((rule) => rule.headers).filter((h) => h.value === SITE_CSP);
  if (policies.length === 0) throw new Error("firebase.json's Hosting CSP is not SITE_CSP (functions/src/http/csp.ts)");
  for (const policy of policies) policy.value = SITE_CSP_EMULATED;
  base.emulators = {
    singleProjectMode: true,
    ui: { enabled: false },
    auth: { host, port: ports.auth },
    functions: { host, port: ports.functions },
    hosting: { host, port: ports.hosting },
    hub: { host, port: ports.hub },
    logging: { host, port: ports.logging },
    eventarc: { host, port: ports.eventarc },
    tasks: { host, port: ports.tasks },
  };
  // Must sit in the project root: firebase resolves hosting/functions paths relative to it.
  const file = path.join(ROOT, `firebase.stack-${ports.hosting}.json`);
  writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const verbose = options.verbose ?? false;
  const withAuth = options.auth ?? true;
  const ports = options.fixedPorts ? DEFAULT_PORTS : await freePorts();
  const host = "127.0.0.1";
  const url = `http://${host}:${ports.hosting}`;
  const objectDir = path.join(ROOT, ".data", `objects-${ports.hosting}`);
  rmSync(objectDir, { recursive: true, force: true });
  mkdirSync(objectDir, { recursive: true });

  const adminEnv: Record<string, string> = {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
    // Never probe the GCE metadata server (169.254.169.254): everything here is local.
    METADATA_SERVER_DETECTION: "none",
  };

  let firestoreProc: ChildProcess | undefined;
  let firestoreExit: string | null = null;
  const tsx = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
  const startFirestore = async () => {
    firestoreExit = null;
    firestoreProc = start(
      process.execPath,
      [tsx, path.join(__dirname, "firestore-emulator.ts"), String(ports.firestore)],
      process.env,
      verbose,
      "firestore",
    );
    firestoreProc.once("exit", (code) => (firestoreExit = `exited with code ${code}`));
    await waitFor(
      "Firestore emulator",
      () =>
        import("node:net").then(
          ({ connect }) =>
            new Promise<boolean>((resolve) => {
              const socket = connect(ports.firestore, host, () => {
                socket.end();
                resolve(true);
              });
              socket.on("error", () => resolve(false));
            }),
        ),
      30_000,
      () => firestoreExit,
    );
  };
  const stopFirestore = async () => {
    await stopGroup(firestoreProc, 3000);
    firestoreProc = undefined;
  };

  await startFirestore();
  const mail = await startMailCatcher(path.join(ROOT, ".data", `mail-${ports.hosting}`), {
    smtp: ports.smtp,
    http: ports.mailHttp,
  });

  const publicDir = writePublicDir(ports, url);
  const configFile = writeConfig(ports, publicDir);
  let emulatorExit: string | null = null;
  let emulatorLog = "";
  const firebaseBin = path.join(ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
  const emulators = start(
    process.execPath,
    [
      firebaseBin,
      "emulators:start",
      "--only",
      withAuth ? "auth,functions,hosting" : "functions,hosting",
      "--project",
      PROJECT_ID,
      "--config",
      configFile,
    ],
    {
      ...process.env,
      ...adminEnv,
      FIREBASE_AUTH_EMULATOR_HOST: "", // the emulator sets its own for the function
      // As in Cloud Functions: the runtime's own error pages then carry no stack traces.
      NODE_ENV: "production",
      OBJECT_STORE: "local",
      LOCAL_OBJECT_DIR: objectDir,
      SITE_URL: url,
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: "Boulder City Main Street <no-reply@localhost>",
      NO_UPDATE_NOTIFIER: "1",
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
      ...options.functionEnv,
    },
    verbose,
    "emulators",
  );
  let functionNodeMajor: string | undefined;
  emulators.stdout?.on("data", (c: Buffer) => {
    emulatorLog = (emulatorLog + c.toString()).slice(-20_000);
    functionNodeMajor ??= /Using node@(\d+) from/.exec(c.toString())?.[1];
  });
  emulators.stderr?.on("data", (c: Buffer) => (emulatorLog = (emulatorLog + c.toString()).slice(-20_000)));
  emulators.once("exit", (code) => (emulatorExit = `exited with code ${code}\n${emulatorLog}`));

  const stop = async () => {
    await stopGroup(emulators);
    await stopFirestore();
    await mail.stop();
    rmSync(configFile, { force: true });
    rmSync(publicDir, { recursive: true, force: true });
  };

  // The functions emulator runs the function on the Node that runs firebase-tools (this process's): npm scripts put
  // the project's own Node 22 (the `node` package, node_modules/.bin) first on PATH.
  try {
    await waitFor(
      "Emulators",
      async () => (await fetch(`${url}/api/health`)).status === 200,
      180_000,
      () => emulatorExit,
    );
    if (withAuth) {
      await waitFor(
        "Auth emulator",
        async () => (await fetch(`http://${host}:${ports.auth}/`)).ok,
        30_000,
        () => emulatorExit,
      );
    }
    if (functionNodeMajor !== String(FUNCTION_NODE_MAJOR)) {
      throw new Error(
        `The functions emulator runs the function on Node ${functionNodeMajor ?? "(unknown)"}, not ${FUNCTION_NODE_MAJOR} as in ` +
          "production: start the stack through npm (npm start, npm test, npx jest), which runs the project's own Node.",
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    ports,
    projectId: PROJECT_ID,
    functionNode: process.versions.node,
    adminEnv,
    objectDir,
    mail,
    stop,
    stopFirestore,
    startFirestore,
  };
}
