/**
 * The function's structured logs, read from a stack's logging emulator (a WebSocket that replays every entry
 * since the stack started, then streams new ones). Lets tests check what was logged, and what wasn't.
 */
import WebSocket from "ws";

/** One structured entry the function wrote with firebase-functions' logger. */
export type FunctionLog = Record<string, unknown> & { message?: string; severity?: string };

/** The global test stack's logging port (set by global-setup). */
export function globalLoggingPort(): number {
  const ports = JSON.parse(process.env.STACK_PORTS ?? "{}") as { logging?: number };
  if (!ports.logging) throw new Error("STACK_PORTS is not set: run through the stack jest project");
  return ports.logging;
}

function structured(raw: string): FunctionLog | undefined {
  const bundle = JSON.parse(raw) as { data?: { user?: FunctionLog } };
  return bundle.data?.user;
}

/**
 * Resolves with every function log so far once one matches `until` (logs reach the emulator shortly after the
 * response). Rejects if none does within `boundMs`: a bound on waiting, not a timing assertion.
 */
export function waitForLogs(port: number, until: (log: FunctionLog) => boolean, boundMs = 30_000) {
  return new Promise<FunctionLog[]>((resolve, reject) => {
    const logs: FunctionLog[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no matching function log within ${boundMs} ms (${logs.length} seen)`));
    }, boundMs);
    socket.on("message", (data: WebSocket.RawData) => {
      const log = structured(data.toString());
      if (!log) return;
      logs.push(log);
      if (until(log)) {
        clearTimeout(timer);
        socket.close();
        resolve(logs);
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
