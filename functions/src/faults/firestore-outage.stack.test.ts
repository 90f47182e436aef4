/**
 * Firestore goes away mid-run on a dedicated stack: the API answers 503 in the shared shape (no hang) unless it
 * holds the data in memory, nothing half-done is stored, and it recovers by itself when Firestore returns, functions
 * untouched. How long the 503s and the recovery take is measured by `npm run measure:outage`
 * (scripts/measure-outage.ts), not asserted here.
 */
import { randomUUID } from "node:crypto";
import { seedDatabase } from "../../../scripts/seed/seed";
import { stackAdmin, type StackAdmin } from "../../../scripts/stack/admin";
import { startStack, type Stack } from "../../../scripts/stack/stack";
import { waitForLogs } from "../../../scripts/test/stack-logs";
import { submissionsWith } from "../../../scripts/test/stored";

let stack: Stack;
let businessId: string;

beforeAll(async () => {
  stack = await startStack({ auth: false, functionEnv: { DB_TIMEOUT_MS: "3000", TRUSTED_PROXY_HOPS: "1" } });
  await withAdmin(seedDatabase);
  businessId = ((await call("GET", "/api/businesses")).body as { id: string }[])[0]!.id;
}, 240_000);

afterAll(() => stack?.stop(), 60_000);

/** A fresh firebase-admin client each time, so this process's own gRPC backoff never delays the test. */
async function withAdmin<T>(work: (db: StackAdmin["db"]) => Promise<T>): Promise<T> {
  const admin = stackAdmin(stack.adminEnv);
  try {
    return await work(admin.db);
  } finally {
    await admin.close();
  }
}

let ip = 0;
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(stack.url + path, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": `198.19.0.${++ip % 250}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* a page */
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

const contact = (marker: string) => ({
  firstName: "Out",
  lastName: "Age",
  email: "outage@example.com",
  inquiryType: "other",
  message: marker,
});

// The bound is the test's (a hang bound): several calls each wait out the API's 3 s deadline, then Firestore
// restarts and the API reconnects.
it("answers 503 while Firestore is down (serving lists it has in memory), then recovers without a restart", async () => {
  const before = await call("POST", "/api/contact", contact(`before-${randomUUID()}`));
  expect(before.status).toBe(201);

  await stack.stopFirestore();
  const outageMarker = `during-${randomUUID()}`;
  const during = [
    await call("POST", "/api/contact", contact(outageMarker)),
    await call("POST", "/api/volunteer", {
      firstName: "Out",
      lastName: "Age",
      email: "o@example.com",
      message: outageMarker,
    }),
    // Events were never read before the outage, so there is no copy in memory to fall back on.
    await call("GET", "/api/events"),
  ];
  for (const response of during) {
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: { code: "unavailable", message: "The site's data is temporarily unavailable. Please try again shortly." },
    });
    expect(response.text).not.toMatch(/Error:|at .+\.js:\d+|node_modules|grpc|ECONNREFUSED/i);
  }
  // The businesses were read before: their copy in memory is served though the version check can't be made
  // (these reads come after the writes above, past the list cache's 2 s revalidation).
  const business = await call("GET", `/api/businesses/${businessId}`);
  expect(business.status).toBe(200);
  expect(business.body.id).toBe(businessId);
  expect((await call("GET", `/directory/${businessId}`)).status).toBe(200);
  // A page that needs data it has no copy of still sends the app shell, so the browser can show its retry state.
  const page = await call("GET", "/events/not-loaded-before-the-outage");
  expect(page.status).toBe(503);
  expect(page.text).toContain('<div id="root">');

  const requestId = during[0]!.headers.get("x-request-id");
  const logs = await waitForLogs(stack.ports.logging, (log) => log.requestId === requestId);
  expect(logs.find((log) => log.requestId === requestId)).toMatchObject({ status: 503, path: "/api/contact" });

  await stack.startFirestore();
  await withAdmin(seedDatabase); // the emulator keeps data in memory only
  // The function reconnects on its own; until then each try is answered 503 within the deadline (the test's
  // timeout bounds the whole wait). Events were never cached, so this read needs Firestore itself.
  let recovered: Awaited<ReturnType<typeof call>>;
  do recovered = await call("GET", "/api/events");
  while (recovered.status === 503);
  expect(recovered.status).toBe(200);

  const afterMarker = `after-${randomUUID()}`;
  const after = await call("POST", "/api/contact", contact(afterMarker));
  expect(after.status).toBe(201);
  expect(await withAdmin((db) => submissionsWith(db, afterMarker))).toBe(1);
  // A submission answered 503 was not stored behind the sender's back when Firestore came back.
  expect(await withAdmin((db) => submissionsWith(db, outageMarker))).toBe(0);
}, 120_000);
