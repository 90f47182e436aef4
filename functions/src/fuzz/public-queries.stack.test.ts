/**
 * Property-based fuzzing of every query parameter and path id of the public API: search text, category,
 * the sign-in return path, business, event and bingo-square ids. Never a 5xx, never a write; 2xx only for valid input.
 */
import fc from "fast-check";
import { parse as parseQuery } from "node:querystring";
import { businessCategoryQuerySchema, businessSearchQuerySchema } from "@main-street/domain/business";
import { stackUrl } from "../../../scripts/test/stack-env";
import { nastyString } from "../../../scripts/test/fuzz-arbitraries";
import {
  expectCleanRefusal,
  expectUnchanged,
  fingerprint,
  malformedUri,
  send,
  FUZZ_TIMEOUT,
  fuzzSuite,
  fuzzRuns,
} from "../../../scripts/test/fuzz-harness";

const admin = fuzzSuite("public query fuzzing");

/** Percent-encoding that is not valid UTF-8 (a lone surrogate's bytes, a cut sequence, a bare %). */
const BAD_ENCODINGS = ["%ED%A0%80", "%E0%A4%A", "%", "%zz", "%C0%AF", "%FF%FE"];

/** encodeURIComponent throws on lone surrogates; those are sent through BAD_ENCODINGS instead. */
const encode = (s: string) => encodeURIComponent(s.replace(/\p{Cs}/gu, "\uFFFD"));

/** Short enough that URLs stay under Node's 16 kB header limit even after re-encoding (search text caps at 100). */
const queryValue = fc.oneof(nastyString.filter((s) => s.length <= 400).map(encode), fc.constantFrom(...BAD_ENCODINGS));

/** Query strings for one parameter: once, repeated, bracketed, empty, missing or buried among others. */
function queryFor(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    queryValue.map((v) => `${name}=${v}`),
    fc.tuple(queryValue, queryValue).map(([a, b]) => `${name}=${a}&${name}=${b}`),
    queryValue.map((v) => `${name}[]=${v}`),
    queryValue.map((v) => `${name}[__proto__]=${v}`),
    fc.constantFrom(`${name}`, `${name}=`, "", `other=1`, `__proto__=1&${name}=restaurants`, `constructor=x`),
  );
}

/**
 * What the function's Express sees: Express 5 parses the query with node:querystring (its "simple" parser), after
 * the hosting emulator re-encodes it through URLSearchParams (malformed URIs skip the hosting emulator; see send).
 */
const asReceived = (query: string) => ({
  ...parseQuery(malformedUri(query) ? query : new URLSearchParams(query).toString()),
});

/** Reads may answer 200 only when the shared schema accepts the query as received. */
function checkQueryRoute(path: string, name: string, schema: { safeParse(v: unknown): { success: boolean } }) {
  return fc.asyncProperty(queryFor(name), async (query) => {
    const before = await fingerprint(admin.db);
    const response = await send("GET", `${path}?${query}`);
    if (schema.safeParse(asReceived(query)).success) {
      if (response.status !== 200 || !Array.isArray(response.json)) {
        throw new Error(`valid ${name} answered ${response.status}: ${response.text.slice(0, 200)}`);
      }
    } else {
      expectCleanRefusal(response);
    }
    expectUnchanged(before, await fingerprint(admin.db), path);
  });
}

it(
  "GET /api/businesses/search?q=: results for valid text, a clean 400 otherwise",
  () => fc.assert(checkQueryRoute("/api/businesses/search", "q", businessSearchQuerySchema), fuzzRuns(300)),
  FUZZ_TIMEOUT,
);

it(
  "GET /api/businesses/category?category=: results for a known category, a clean 400 otherwise",
  () => fc.assert(checkQueryRoute("/api/businesses/category", "category", businessCategoryQuerySchema), fuzzRuns(200)),
  FUZZ_TIMEOUT,
);

it(
  "GET /api/bingo-squares?…: the card's squares whatever the query, and never a write",
  () =>
    fc.assert(
      fc.asyncProperty(queryFor("anything"), async (query) => {
        const before = await fingerprint(admin.db);
        const response = await send("GET", `/api/bingo-squares?${query}`);
        expect(response.status).toBe(200);
        expect(Array.isArray(response.json) && response.json.length).toBe(24);
        expectUnchanged(before, await fingerprint(admin.db), "/api/bingo-squares");
      }),
      fuzzRuns(100),
    ),
  FUZZ_TIMEOUT,
);

it(
  "GET /api/login?returnTo=: always a redirect to sign-in with a return path on this site",
  async () => {
    const origin = new URL(stackUrl()).origin;
    // Dot-segments that resolve to '//host' only once the URL is parsed (issue 13), raw and percent-encoded.
    const dotSegmentEscape = fc
      .tuple(
        fc.constantFrom(".", "..", "%2e", "%2E%2e", "./.", "a/..", ".%2e"),
        fc.constantFrom("//", "/\\", "///", "/\\/"),
        fc.constantFrom("evil.example", "evil.example/x?y=1#z", "127.0.0.1:1"),
      )
      .map(([dots, slashes, host]) => encode(`/${dots}${slashes}${host}`));
    const target = fc.oneof(
      queryValue,
      dotSegmentEscape,
      fc.constantFrom(
        "//evil.example",
        "/\\evil.example",
        "https://evil.example/x",
        "javascript:alert(1)",
        "/api/login",
        encode("/.//evil.example"),
        encode("/..//x"),
        encode("/%2e//x"),
        encode("/./\\x"),
      ),
    );
    await fc.assert(
      fc.asyncProperty(target, async (value) => {
        const response = await send("GET", `/api/login?returnTo=${value}`);
        expect(response.status).toBe(302);
        const location = response.headers.get("location") ?? "";
        expect(location.startsWith("/login?returnTo=")).toBe(true);
        const back = new URLSearchParams(location.slice("/login?".length)).get("returnTo") ?? "";
        expect(back.startsWith("/") && !back.startsWith("//") && !back.startsWith("/\\")).toBe(true);
        expect(new URL(back, origin).origin).toBe(origin);
        // What the sign-in page does with it: location.replace() resolves it again, and must stay on the site.
        const resolved = new URL(back, origin);
        expect(new URL(`${resolved.pathname}${resolved.search}${resolved.hash}`, origin).origin).toBe(origin);
      }),
      fuzzRuns(200),
    );
  },
  FUZZ_TIMEOUT,
);

describe("ids in the path", () => {
  const seeded = new Set<string>();
  beforeAll(async () => {
    for (const c of ["businesses", "events", "bingo-squares"])
      (await admin.db.collection(c).get()).docs.forEach((d) => seeded.add(d.id));
  });

  const id = fc.oneof(
    nastyString.filter((s) => s.length > 0 && s.length <= 400).map(encode),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/),
    fc.constantFrom(...BAD_ENCODINGS, "..", "%2e%2e", "%2F", "__proto__", "constructor"),
  );

  it.each([
    ["GET /api/businesses/{id}", "/api/businesses/", ""],
    ["GET /api/events/{id}", "/api/events/", ""],
    ["GET /api/events/{id}.ics", "/api/events/", ".ics"],
    ["GET /api/bingo-squares/{id}", "/api/bingo-squares/", ""],
  ])(
    "%s: an unknown or malformed id is a clean 4xx",
    async (_label, prefix, suffix) => {
      await fc.assert(
        fc.asyncProperty(
          id.filter((v) => !seeded.has(v) && v !== "search" && v !== "category"),
          async (value) => {
            const path = `${prefix}${value}${suffix}`;
            // "." and "%2e" are dot segments: the URL would resolve to the list itself, not to an id.
            const resolved = new URL(stackUrl() + path).pathname;
            fc.pre(resolved.startsWith(prefix) && resolved.length > prefix.length + suffix.length);
            const before = await fingerprint(admin.db);
            expectCleanRefusal(await send("GET", path));
            expectUnchanged(before, await fingerprint(admin.db), path);
          },
        ),
        fuzzRuns(150),
      );
    },
    FUZZ_TIMEOUT,
  );
});
