/**
 * Property-based fuzzing of the public form bodies (POST /api/contact, /api/volunteer, /api/event-proposals): every invalid body gets a
 * clean 4xx in the shared shape and stores nothing; valid bodies full of unicode edge cases are stored intact.
 */
import fc from "fast-check";
import { hasBrokenUnicode } from "../abuse/broken-unicode";
import { contactSchema, volunteerSchema } from "@main-street/domain/submissions";
import { eventProposalSchema } from "@main-street/domain/proposals";
import {
  EDGE_STRINGS,
  POLLUTION_KEYS,
  deepNesting,
  hostileValue,
  invalidBodies,
  notJson,
  withOwnKey,
} from "../../../scripts/test/fuzz-arbitraries";
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

const admin = fuzzSuite("public form fuzzing");

const FORMS = {
  contact: {
    schema: contactSchema,
    collection: "contact_submissions",
    valid: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "",
      inquiryType: "events",
      message: "Hello",
    },
    text: ["firstName", "lastName", "phone", "message"],
  },
  volunteer: {
    schema: volunteerSchema,
    collection: "volunteer_submissions",
    valid: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "702-555-0100",
      availability: "Weekends, Evenings",
      interests: ["Outreach and promotion"],
      skills: "Typesetting",
      previousExperience: "None",
      message: "Hi",
    },
    text: ["firstName", "lastName", "phone", "availability", "skills", "previousExperience", "message"],
  },
  "event-proposals": {
    schema: eventProposalSchema,
    collection: "event_proposals",
    valid: {
      title: "Chalk art day",
      description: "Kids draw on the sidewalk.\nBring chalk.",
      date: "2031-05-01",
      time: "10:00 AM",
      location: "Wilbur Square",
      organizerName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "702-555-0100",
    },
    text: ["title", "description", "time", "location", "organizerName", "phone"],
  },
} as const;

describe.each(Object.entries(FORMS))("POST /api/%s", (form, { schema, collection, valid, text }) => {
  const post = (body: string, headers?: Record<string, string>) => send("POST", `/api/${form}`, { body, headers });

  it(
    "refuses every invalid body with a clean 4xx and stores nothing",
    async () => {
      await fc.assert(
        fc.asyncProperty(invalidBodies(schema, valid), async (body) => {
          const before = await fingerprint(admin.db);
          const text = JSON.stringify(body);
          expectCleanRefusal(await post(text), { fromApp: reachesApp(text) });
          expectUnchanged(before, await fingerprint(admin.db), `POST /api/${form}`);
        }),
        fuzzRuns(400),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    "refuses deep nesting, text that is not JSON and other content types, storing nothing",
    async () => {
      const raw = fc.oneof(
        deepNesting.map((body) => ({ body, headers: undefined, fromApp: true })),
        // Invalid JSON is refused by the Functions runtime before the app runs: 400, but not in our shape.
        notJson.map((body) => ({ body, headers: undefined, fromApp: reachesApp(body) })),
        fc
          .constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x")
          .map((type) => ({ body: "firstName=a&email=b", headers: { "content-type": type }, fromApp: true })),
      );
      await fc.assert(
        fc.asyncProperty(raw, async ({ body, headers, fromApp }) => {
          const before = await fingerprint(admin.db);
          expectCleanRefusal(await post(body, headers), { fromApp });
          expectUnchanged(before, await fingerprint(admin.db), `POST /api/${form}`);
        }),
        fuzzRuns(120),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    "stores otherwise valid bodies full of unicode edge cases intact, refusing broken (lone-surrogate) text and control characters in one-line fields",
    async () => {
      const field = fc.constantFrom(...text);
      const value = fc.constantFrom(...EDGE_STRINGS.filter((s) => s.trim().length > 0 && s.length <= 40));
      await fc.assert(
        fc.asyncProperty(fc.dictionary(field, value, { minKeys: 1 }), async (changes) => {
          const body = { ...valid, ...changes };
          const before = await fingerprint(admin.db);
          const response = await post(JSON.stringify(body));
          if (hasBrokenUnicode(body)) {
            expectCleanRefusal(response);
            expect(response.json.error.message).toMatch(/broken characters/);
            expectUnchanged(before, await fingerprint(admin.db), `POST /api/${form}`);
            return;
          }
          if (!schema.safeParse(body).success) {
            // Line breaks and other control characters in a one-line field (a name, the phone): a field message.
            expectCleanRefusal(response);
            expect(response.json.error.code).toBe("validation_failed");
            for (const message of Object.values(response.json.error.fields as Record<string, string>)) {
              expect(message).toMatch(/can't contain line breaks or control characters$/);
            }
            expectUnchanged(before, await fingerprint(admin.db), `POST /api/${form}`);
            return;
          }
          if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${response.text}`);
          const stored = (await admin.db.collection(collection).doc(response.json.id).get()).data();
          for (const [name, sent] of Object.entries(changes)) expect(stored?.[name]).toBe(sent.trim());
        }),
        fuzzRuns(60),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    "ignores prototype-pollution keys in an otherwise valid body",
    async () => {
      const extra = fc.tuple(
        fc.constantFrom(...POLLUTION_KEYS),
        hostileValue.filter((v) => !hasBrokenUnicode(v) && (JSON.stringify(v) ?? "").length < 50_000),
      );
      await fc.assert(
        fc.asyncProperty(extra, async ([key, value]) => {
          const response = await post(JSON.stringify(withOwnKey({ ...valid }, key, value)));
          if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${response.text}`);
          const stored = (await admin.db.collection(collection).doc(response.json.id).get()).data() ?? {};
          expect(Object.keys(stored).filter((k) => (POLLUTION_KEYS as readonly string[]).includes(k))).toEqual([]);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        fuzzRuns(40),
      );
      // The server's objects are unharmed too: a plain request still behaves.
      expectCleanRefusal(await post(JSON.stringify({ email: "x" })));
    },
    FUZZ_TIMEOUT,
  );
});
