/**
 * Property-based fuzzing of the listing statistics' beacon (POST /api/stats, docs/product.md#listing-statistics):
 * whatever arrives, it never answers 5xx; a body it can't count is refused with a clean 4xx and writes nothing.
 */
import fc from "fast-check";
import { BEACON_COUNTERS } from "@main-street/domain/listing-beacon";
import { beaconSchema } from "@main-street/domain/listing-beacon-schema";
import { STATS_COLLECTION } from "@main-street/domain/listing-stats";
import { api } from "@main-street/domain/paths";
import { invalidBodies, nastyString, notJson } from "../../../scripts/test/fuzz-arbitraries";
import {
  expectCleanRefusal,
  expectUnchanged,
  fingerprint,
  reachesApp,
  send,
  FUZZ_TIMEOUT,
  fuzzSuite,
  fuzzRuns,
  type FuzzResponse,
} from "../../../scripts/test/fuzz-harness";

const admin = fuzzSuite("statistics beacon fuzzing");

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const LISTINGS = ["blue-plate-diner", "trattoria-nevada", "spillway-books"];
const valid = { view: "6f1c1a2e-3b4d-4e5f-8a7b-9c0d1e2f3a4b", kind: "appearance", ids: LISTINGS };
const TYPES = ["text/plain;charset=UTF-8", "application/json"] as const;

/** Everything the database holds that a beacon could change: the other collections, and every counter document. */
async function state(): Promise<string> {
  const stats = await admin.db.collection(STATS_COLLECTION).get();
  return [await fingerprint(admin.db), ...stats.docs.map((d) => `${d.id}=${JSON.stringify(d.data())}`)].join("\n");
}

const post = (body: string, headers: Record<string, string>): Promise<FuzzResponse> =>
  send("POST", api.stats.href(), { body, headers: { "user-agent": CHROME, ...headers } });

/** Every counter of every listing, summed: what a counted beacon raises. */
async function countedInAll(): Promise<number> {
  const stats = await admin.db.collection(STATS_COLLECTION).get();
  const numbers = stats.docs.flatMap((d) => Object.values(d.data()).filter((v): v is number => typeof v === "number"));
  return numbers.reduce((sum, n) => sum + n, 0);
}

/**
 * After the refusals, one counted beacon: the sum of all counters must have risen by that one view alone, so no
 * refusal was counted, however late its count would have been written (awaited, should writes ever follow answers).
 */
async function expectOnlySentinelCounted(countedBefore: number): Promise<void> {
  const sentinel = { view: crypto.randomUUID(), kind: "view", ids: ["blue-plate-diner"] };
  expect((await post(JSON.stringify(sentinel), { "content-type": TYPES[0] })).status).toBe(204);
  for (let counted = await countedInAll(); counted <= countedBefore; counted = await countedInAll()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await countedInAll()).toBe(countedBefore + 1);
}

/** A header value fetch can send: printable ASCII. */
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,120}$/);

describe("POST /api/stats", () => {
  it(
    "refuses every body it can't count with a clean 4xx, writing nothing",
    async () => {
      const body = fc.oneof(
        invalidBodies(beaconSchema, valid).map((value) => JSON.stringify(value) ?? ""),
        notJson,
        fc.constant(JSON.stringify({ ...valid, ids: ["no-such-business"] })),
        fc.constant(JSON.stringify({ ...valid, kind: "event", ids: ["blue-plate-diner"] })),
      );
      const countedBefore = await countedInAll();
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(...TYPES), async (text, type) => {
          const before = await state();
          const response = await post(text, { "content-type": type });
          // The Functions runtime parses JSON before the app and refuses what isn't an object or array itself.
          expectCleanRefusal(response, { fromApp: type === "application/json" ? reachesApp(text) : true });
          expectUnchanged(before, await state(), "POST /api/stats");
        }),
        fuzzRuns(400),
      );
      await expectOnlySentinelCounted(countedBefore);
    },
    FUZZ_TIMEOUT,
  );

  it(
    "never answers 5xx to a beacon, whatever headers come with it",
    async () => {
      const beacon = fc.record({
        view: fc.uuid({ version: 4 }),
        kind: fc.constantFrom(...Object.keys(BEACON_COUNTERS)),
        id: fc.constantFrom(...LISTINGS, "ironworkers-shuffleboard-tournament"),
      });
      const headers = fc.record(
        {
          "user-agent": fc.oneof(
            headerValue,
            nastyString.filter((s) => /^[\x20-\x7e]*$/.test(s)),
          ),
          dnt: fc.constantFrom("1", "0", "yes"),
          "sec-gpc": fc.constantFrom("1", "0"),
          "sec-purpose": fc.constantFrom("prefetch", "prefetch;prerender", "", "prefetchx"),
          origin: fc.constantFrom("null", "https://elsewhere.example", "not a url"),
          referer: headerValue,
          "content-type": fc.constantFrom(...TYPES, "text/plain;charset=utf-16", "application/octet-stream"),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(beacon, headers, async ({ view, kind, id }, sent) => {
          const response = await post(JSON.stringify({ view, kind, ids: [id] }), sent);
          if (response.status === 204) return;
          expectCleanRefusal(response);
        }),
        fuzzRuns(200),
      );
    },
    FUZZ_TIMEOUT,
  );
});
