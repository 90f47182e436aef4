/** What a stack test needs to reach the local stack started by global-setup, inside its own namespace. */
import { stackAdmin, type StackAdmin } from "../stack/admin";
import { testClock } from "./test-clock";

/** How a request names its test namespace (functions/src/platform/test-namespace.ts): browsers use the cookie. */
const NAMESPACE_HEADER = "x-test-namespace";
export const NAMESPACE_COOKIE = "test_namespace";
/** How a request sets the site's clock on the local stack (functions/src/platform/clock.ts): browsers use the cookie. */
const CLOCK_HEADER = "x-test-clock";
export const CLOCK_COOKIE = "test_clock";

/**
 * A request's clock: an instant, `null` for the machine's, or undefined for the file's own (its test clock when it
 * is dated, else the machine's).
 */
export type ClockOption = Date | null | undefined;

/** The instant a request or browser context runs at, from its option and the file's clock; undefined: the machine's. */
export function clockFor(option: ClockOption): Date | undefined {
  return option === undefined ? testClock() : (option ?? undefined);
}

let namespace: string | undefined;

/** Set once per test file by namespace-setup.ts (jest gives every test file its own copy of this module). */
export function enterNamespace(id: string): void {
  namespace = id;
}

/** This test file's namespace: its own Firestore database on the shared emulator. */
export function testNamespace(): string {
  if (!namespace) throw new Error("no test namespace: run stack tests through `npm run test:stack`");
  return namespace;
}

export function stackUrl(): string {
  const url = process.env.STACK_URL;
  if (!url) throw new Error("STACK_URL is not set: run stack tests through `npm run test:stack`");
  return url;
}

/** firebase-admin on this file's database (Firestore) and the shared Auth emulator. */
export function adminForTests(): StackAdmin {
  return stackAdmin(JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}") as Record<string, string>, testNamespace());
}

/**
 * fetch() inside this file's namespace, at the file's clock (or `clock`); `target` is a path on the stack or a full
 * URL.
 */
export function stackFetch(
  target: string | URL,
  { clock, ...init }: RequestInit & { clock?: ClockOption } = {},
): Promise<Response> {
  const url = typeof target === "string" && target.startsWith("/") ? stackUrl() + target : target;
  const headers = new Headers(init.headers);
  headers.set(NAMESPACE_HEADER, testNamespace());
  const at = clockFor(clock);
  if (at) headers.set(CLOCK_HEADER, at.toISOString());
  return fetch(url, { ...init, headers });
}

/** fetch against the stack with JSON in and out, at the file's clock unless `clock` says otherwise. */
export async function api(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; clock?: ClockOption } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await stackFetch(path, {
    clock: init.clock,
    method: init.method ?? "GET",
    headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, headers: response.headers };
}
