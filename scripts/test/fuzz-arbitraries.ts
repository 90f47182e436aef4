/**
 * fast-check generators of hostile input for the API fuzz suites (functions/src/fuzz): wrong types, missing
 * fields, huge strings, unicode edge cases, prototype-pollution keys, deep nesting, arrays for objects.
 */
import fc from "fast-check";
import { z } from "zod";

/** Strings that break naive code: NUL, lone surrogates, bidi overrides, zero-width, emoji, markup, injections. */
export const EDGE_STRINGS = [
  "",
  " \t\r\n ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uD83D",
  "\u202Eevil\u202C.exe",
  "\u200B",
  "\u200D\u200C\uFEFF",
  "\u2028\u2029",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈",
  "e\u0301\u0301\u0301",
  "שָׁלוֹם עֲלֵיכֶם",
  "مرحبا بالعالم",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'; DROP TABLE users; --",
  "${7*7}{{7*7}}",
  "../../../etc/passwd",
  "%00%2e%2e%2f",
  "null",
  "undefined",
  "__proto__",
  // From the security review (issue 13): calendar line injection, control characters, a path climbing to the API.
  "Party\r\nMETHOD:CANCEL",
  "tab\there",
  "next\u0085line",
  "\u007f",
  "/images/../api/logout",
  "/objects/uploads/../../api/logout",
  "/images\\..\\api\\logout",
  "http://images.example.org/plain-http.png",
];

export const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Edge strings, random unicode, and huge strings (kept under the API's 100 kB body limit, sometimes over). */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 120_000 }).map((n) => "x".repeat(n)), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...EDGE_STRINGS.filter(Boolean)), fc.integer({ min: 50, max: 3000 }))
      .map(([s, times]) => s.repeat(times)),
    weight: 1,
  },
);

/** An object with an own property of any name (a literal `{ __proto__: x }` would set the prototype instead). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const anyKey = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...EDGE_STRINGS),
);

/** Any JSON value: scalars of every type, nested arrays and objects with hostile keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(anyKey, tie("value")), { maxLength: 4 })
      .map((pairs) => pairs.reduce<Record<string, unknown>>((o, [k, v]) => withOwnKey(o, k, v), {})),
  ),
})).value;

/** Raw JSON texts nested thousands of levels deep (parsers and validators must not blow the stack). */
export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 100, max: 15_000 }), fc.constantFrom("array", "object", "mixed"))
  .map(([depth, kind]) => {
    if (kind === "array") return "[".repeat(depth) + "]".repeat(depth);
    if (kind === "object") return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
    return '{"a":['.repeat(depth) + "1" + "]}".repeat(depth);
  });

/** Texts that are not JSON at all, sent as application/json. */
export const notJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("{", "{'a': 1}", '{"a":1,}', "[1,2", "undefined", "NaN", '{"a":01}', "\u0000", '{"a":"\\x41"}'),
  fc.string({ unit: "binary", minLength: 1, maxLength: 200 }).filter((s) => !isJson(s)),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** What the server receives after JSON: undefined dropped, -0 as 0, and so on. */
export function overTheWire(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/**
 * Bodies built from a valid one by breaking it: fields given hostile values, fields removed, strings far over
 * their caps, pollution keys added, or no object at all. Only those the shared schema refuses are kept.
 */
export function invalidBodies(schema: z.core.$ZodType, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(valid);
  const field = fc.constantFrom(...fields);
  return fc
    .oneof(
      fc.tuple(field, hostileValue).map(([f, v]) => withOwnKey(valid, f, v)),
      fc.dictionary(field, hostileValue, { minKeys: 1 }).map((changes) => ({ ...valid, ...changes })),
      fc
        .subarray(fields, { minLength: 1 })
        .map((drop) => Object.fromEntries(fields.filter((f) => !drop.includes(f)).map((f) => [f, valid[f]]))),
      fc.tuple(field, fc.integer({ min: 5001, max: 60_000 })).map(([f, n]) => ({ ...valid, [f]: "y".repeat(n) })),
      fc
        .tuple(fc.constantFrom(...POLLUTION_KEYS), hostileValue, field, hostileValue)
        .map(([key, value, f, broken]) => withOwnKey(withOwnKey(valid, f, broken), key, value)),
      fc.oneof(
        fc.array(hostileValue, { maxLength: 3 }),
        nastyString,
        fc.integer(),
        fc.constant(null),
        fc.constant([valid]),
      ),
    )
    .filter((body) => !z.safeParse(schema, overTheWire(body)).success);
}
