/** Sending fuzz cases to the stack and checking each one: a clean 4xx, the shared error shape, nothing stored. */
import path from "node:path";
import fc from "fast-check";
import type { Firestore } from "firebase-admin/firestore";
import { apiErrorBodySchema } from "@main-street/domain/api-error";
import type { StackAdmin } from "../stack/admin";
import { adminForTests, stackFetch, stackUrl } from "./stack-env";

/** Every collection the API writes (the Node emulator can't list collections, so they are named). */
export const COLLECTIONS = [
  "businesses",
  "events",
  "users",
  "contact_submissions",
  "volunteer_submissions",
  "uploads",
  "rate_limits",
  "_meta",
] as const;

/**
 * What a refused request could have changed: each collection's size, the cache version every business or event
 * write bumps, and the documents a case targets. Equal before and after means nothing was written.
 */
export async function fingerprint(db: Firestore, docPaths: string[] = []): Promise<string> {
  const counts = await Promise.all(
    COLLECTIONS.map(async (c) => `${c}=${(await db.collection(c).count().get()).data().count}`),
  );
  const docs = await Promise.all(
    ["_meta/cache", ...docPaths].map(async (p) => {
      const snap = await db.doc(p).get();
      return `${p}=${snap.exists ? JSON.stringify(snap.data()) : "missing"}`;
    }),
  );
  return [...counts, ...docs].join("\n");
}

export interface FuzzResponse {
  status: number;
  text: string;
  json: any;
  headers: Headers;
}

let sent = 0;
/** How many fuzz requests this test file has sent. */
export const casesSent = () => sent;

let ipCounter = 0;
/** A different client address per case (the stack trusts one X-Forwarded-For hop), so limits never mask a case. */
export function nextClientIp(): string {
  ipCounter += 1;
  return `100.${64 + ((ipCounter >> 16) & 63)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** True when the path is not valid percent-encoded UTF-8 (e.g. a lone surrogate's bytes, %ED%A0%80). */
export function malformedUri(path: string): boolean {
  try {
    decodeURI(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The function's own URL in the functions emulator. The hosting emulator crashes outright on a malformed URI
 * (superstatic calls decodeURI unguarded), so those cases go straight to the function, as Hosting would pass them.
 */
export function functionUrl(): string {
  const { functions } = JSON.parse(process.env.STACK_PORTS ?? "{}") as { functions?: number };
  const { GCLOUD_PROJECT } = JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}") as { GCLOUD_PROJECT?: string };
  if (!functions || !GCLOUD_PROJECT) throw new Error("STACK_PORTS is not set: run through the stack jest project");
  return `http://127.0.0.1:${functions}/${GCLOUD_PROJECT}/us-central1/api`;
}

export async function send(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<FuzzResponse> {
  sent += 1;
  const response = await stackFetch((malformedUri(path) ? functionUrl() : stackUrl()) + path, {
    method,
    redirect: "manual",
    headers: {
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      "x-forwarded-for": nextClientIp(),
      ...init.headers,
    },
    body: init.body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/**
 * Whether the app sees a body at all: the Functions runtime parses JSON before the app (strictly: only an object or
 * an array at the top) and answers anything else itself with a plain 400, not in the shared shape.
 */
export function reachesApp(body: string | undefined): boolean {
  if (body === undefined) return true;
  const start = body.trimStart()[0];
  if (start !== "{" && start !== "[") return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

const LEAKS =
  /at .+:\d+:\d+|node_modules|\.[jt]s:\d+|SyntaxError|TypeError|ReferenceError|RangeError|FirebaseError|grpc/i;

/**
 * A refusal as the API promises: a 4xx with no internals. Our app marks every answer with X-Request-Id and uses the
 * shared error shape; a few requests are refused before it runs (see reachesApp, malformed URIs, over-long URLs),
 * with a plain 4xx. `fromApp` says which is expected; left out, the header decides.
 */
export function expectCleanRefusal(response: FuzzResponse, { fromApp }: { fromApp?: boolean } = {}): void {
  const context = `${response.status} ${response.text.slice(0, 300)}`;
  if (response.status < 400 || response.status >= 500) throw new Error(`expected a 4xx, got ${context}`);
  if (LEAKS.test(response.text)) throw new Error(`the response leaks internals: ${context}`);
  const answeredByApp = response.headers.has("x-request-id");
  if (fromApp !== undefined && fromApp !== answeredByApp) {
    throw new Error(`expected ${fromApp ? "the app" : "the runtime, before the app,"} to answer: ${context}`);
  }
  if (answeredByApp && !apiErrorBodySchema.safeParse(response.json).success) {
    throw new Error(`not the shared error shape: ${context}`);
  }
}

/** Throws (failing the property) unless the database looks the same as before the case. */
export function expectUnchanged(before: string, after: string, what: string): void {
  if (before !== after) throw new Error(`${what} changed the database:\n--- before\n${before}\n--- after\n${after}`);
}

/** A bound on one property's run: each sends hundreds of requests to a real stack, one after another. */
export const FUZZ_TIMEOUT = 20 * 60_000;

/**
 * The fuzz profile (docs/decisions/0034-parallel-stack-tests-and-fuzz-budget.md): `npm test` sends a budget of each
 * property's cases, `npm run test:deep` (FUZZ_PROFILE=deep) all of them. The properties are the same in both.
 */
const DEEP = process.env.FUZZ_PROFILE === "deep";
/** The budget run's share of a property's deep case count, and the fewest cases it sends. */
const BUDGET_SHARE = 0.05;
const BUDGET_MIN_RUNS = 10;

/** One seed for the file's properties: FUZZ_SEED replays a run, else a new one each run. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

/** How many cases a property sends in this profile; `deepRuns` is its count in the deep profile. */
function fuzzRunCount(deepRuns: number): number {
  return DEEP ? deepRuns : Math.min(deepRuns, Math.max(BUDGET_MIN_RUNS, Math.ceil(deepRuns * BUDGET_SHARE)));
}

function replayCommand(details: fc.RunDetails<unknown>): string {
  const file = path.relative(process.cwd(), expect.getState().testPath ?? "");
  const name = (expect.getState().currentTestName ?? "").replace(/["$`\\]/g, "\\$&");
  const env = `FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ""}`;
  return `${env}${DEEP ? " FUZZ_PROFILE=deep" : ""} npm run test:stack:built -- ${file} -t "${name}"`;
}

/**
 * fc.assert's options for a property: this profile's case count and the run's seed (FUZZ_PATH replays one case). A
 * failure reports fast-check's shrunk counterexample, its seed and path, and the command that replays it.
 */
export function fuzzRuns(deepRuns: number): fc.Parameters<any> {
  const replayPath = process.env.FUZZ_PATH;
  return {
    numRuns: fuzzRunCount(deepRuns),
    seed: SEED,
    ...(replayPath ? { path: replayPath } : {}),
    reporter: (details) => {
      if (!details.failed) return;
      const cause =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(
        `${fc.defaultReportMessage(details)}\nThe property's failure: ${cause}\n\nReplay this counterexample: ${replayCommand(details)}`,
      );
    },
  };
}

/** The file's database handle for fingerprints; prints the run's seed and profile, and at the end its request count. */
export function fuzzSuite(label: string): StackAdmin {
  const admin = adminForTests();
  beforeAll(() => {
    console.log(`${label}: seed ${SEED}, ${DEEP ? "deep" : "budget"} profile (replay a run with FUZZ_SEED=${SEED})`);
  });
  afterAll(async () => {
    console.log(`${label}: ${casesSent()} requests`);
    await admin.close();
  });
  return admin;
}
