/**
 * `npm run measure:outage`: how the API behaves in time when Firestore goes away, on a fresh local stack. Prints how
 * long each 503 took during the outage (bounded by DB_TIMEOUT_MS) and how long after Firestore returned the API
 * answered 200 again (bounded by gRPC's reconnect backoff, capped in functions/src/platform/firestore.ts).
 * The behaviour itself (503s in the shared shape, nothing stored, recovery) is tested in functions/src/faults.
 *   OUTAGE_SECONDS=60 DB_TIMEOUT_MS=4000 npm run measure:outage
 */
import { seedDatabase } from "./seed/seed";
import { stackAdmin } from "./stack/admin";
import { startStack, type Stack } from "./stack/stack";

const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 10);
const DB_TIMEOUT_MS = process.env.DB_TIMEOUT_MS ?? "4000";

async function timed(stack: Stack, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(stack.url + path, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

async function seed(stack: Stack): Promise<void> {
  const admin = stackAdmin(stack.adminEnv); // a fresh client, free of this process's own reconnect backoff
  try {
    await seedDatabase(admin.db);
  } finally {
    await admin.close();
  }
}

async function main() {
  const stack = await startStack({ functionEnv: { DB_TIMEOUT_MS } });
  try {
    await seed(stack);
    const contact = { firstName: "Out", lastName: "Age", email: "o@example.com", inquiryType: "other", message: "x" };
    console.log(`before the outage: GET /api/events ${(await timed(stack, "GET", "/api/events")).ms} ms`);

    await stack.stopFirestore();
    const outageEnds = Date.now() + OUTAGE_SECONDS * 1000;
    const answers: string[] = [];
    do {
      for (const [method, path, body] of [
        ["POST", "/api/contact", contact],
        ["GET", "/api/events", undefined],
      ] as const) {
        const { status, ms } = await timed(stack, method, path, body);
        answers.push(`${method} ${path} ${status} in ${ms} ms`);
      }
    } while (Date.now() < outageEnds);
    console.log(`during a ${OUTAGE_SECONDS} s outage (DB_TIMEOUT_MS=${DB_TIMEOUT_MS}):\n  ${answers.join("\n  ")}`);

    await stack.startFirestore();
    const restarted = performance.now();
    await seed(stack);
    let status: number;
    do status = (await timed(stack, "GET", "/api/events")).status;
    while (status === 503);
    console.log(
      `the API answered ${status} again ${Math.round(performance.now() - restarted)} ms after Firestore restarted`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
