/**
 * Property-based fuzzing of sign-in (POST /api/auth/session) and image publishing (the set-acl calls, as an admin):
 * nobody gets a session, nothing is published, nothing is written.
 */
import fc from "fast-check";
import { hasBrokenUnicode } from "../abuse/broken-unicode";
import { sessionRequestSchema } from "@main-street/domain/auth";
import { MAX_BODY_BYTES } from "../http/limits";
import { asSession, signInSeeded, type TestSession } from "../../../scripts/test/sessions";
import { hostileValue, overTheWire } from "../../../scripts/test/fuzz-arbitraries";
import {
  expectCleanRefusal,
  expectUnchanged,
  fingerprint,
  reachesApp,
  send,
  FUZZ_TIMEOUT,
  fuzzSuite,
  fuzzRuns,
} from "../../../scripts/test/fuzz-harness";

const admin = fuzzSuite("sign-in and upload fuzzing");
let me: TestSession;

beforeAll(async () => {
  me = await signInSeeded("admin");
});

it(
  "POST /api/auth/session: a malformed request is a 400, any token that isn't a real one a 401; nobody is signed in",
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileValue,
          hostileValue.map((idToken) => ({ idToken })),
        ),
        async (body) => {
          const text = JSON.stringify(body) ?? "null";
          const before = await fingerprint(admin.db);
          const response = await send("POST", "/api/auth/session", { body: text });
          expectCleanRefusal(response, { fromApp: reachesApp(text) });
          if (reachesApp(text)) {
            const received = overTheWire(body);
            const wellFormed = sessionRequestSchema.safeParse(received).success && !hasBrokenUnicode(received);
            const tooLarge = Buffer.byteLength(text) > MAX_BODY_BYTES;
            expect(response.status).toBe(tooLarge ? 413 : wellFormed ? 401 : 400);
          }
          expect(response.headers.getSetCookie().some((c) => /^__session=[^;]+/.test(c))).toBe(false);
          expectUnchanged(before, await fingerprint(admin.db), "POST /api/auth/session");
        },
      ),
      fuzzRuns(200),
    );
  },
  FUZZ_TIMEOUT,
);

it.each(["/api/admin/set-image-acl", "/api/objects/set-acl"])(
  "POST %s: no body publishes anything without an upload",
  async (path) => {
    const body = fc.oneof(
      hostileValue,
      hostileValue.map((imageURL) => ({ imageURL, visibility: "public" })),
      fc.webUrl().map((imageURL) => ({ imageURL })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const text = JSON.stringify(value) ?? "null";
        const before = await fingerprint(admin.db);
        expectCleanRefusal(await send("POST", path, { body: text, headers: asSession(me) }), {
          fromApp: reachesApp(text),
        });
        expectUnchanged(before, await fingerprint(admin.db), path);
      }),
      fuzzRuns(100),
    );
  },
  FUZZ_TIMEOUT,
);
