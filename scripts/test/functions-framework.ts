/**
 * The built function (functions/lib) served the way Cloud Run serves it in production: by the Functions Framework
 * (@google-cloud/functions-framework, what the Node.js buildpack starts with FUNCTION_TARGET), one process per
 * function, which owns SIGTERM and exits inside it. The process's CPU can be stopped between requests (SIGSTOP,
 * SIGCONT), as Cloud Run throttles an instance that serves no request, and stopped as Cloud Run stops one (SIGTERM).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { ROOT } from "../stack/stack";

export interface FrameworkInstance {
  url: string;
  /** Stops the process's CPU, as Cloud Run does once no request is being served. */
  freeze(): void;
  /** Gives the CPU back, as Cloud Run does when a request arrives. */
  thaw(): void;
  /** Cloud Run's stop: SIGTERM (with the CPU on), then the exit; SIGKILL after 10 s, as Cloud Run does. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed (its logs), for a failure's message. */
  output(): string;
}

/** The framework's command (its `functions-framework` bin), beside its main module. */
const MAIN = path.join(path.dirname(require.resolve("@google-cloud/functions-framework")), "main.js");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `target` (an export of functions/lib/index.js) under the Functions Framework with `env` added. */
export async function startFunctionsFramework(target: string, env: Record<string, string>): Promise<FrameworkInstance> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [MAIN, `--target=${target}`, "--signature-type=http", `--source=${path.join(ROOT, "functions")}`],
    {
      cwd: path.join(ROOT, "functions"),
      // What Cloud Run and the buildpack set; NODE_ENV=production as on Cloud Functions.
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        FUNCTION_TARGET: target,
        K_SERVICE: target,
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Functions Framework exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      signal("SIGKILL");
      throw new Error(`The Functions Framework did not answer within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    async terminate() {
      signal("SIGCONT");
      signal("SIGTERM");
      const kill = setTimeout(() => signal("SIGKILL"), 10_000);
      const [code, exitSignal] = await exited;
      clearTimeout(kill);
      return { code, signal: exitSignal };
    },
    output: () => log,
  };
}
