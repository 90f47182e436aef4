/**
 * Property-based fuzzing of every admin and profile body, sent as an admin (the strongest caller): events,
 * businesses, roles, the profile and the inbox. Invalid input gets a clean 4xx and changes nothing.
 */
import fc from "fast-check";
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { adminApiPath, bingoSquareKind, businessKind, eventKind } from "@main-street/domain/records";
import { profileSchema, roleSchema } from "@main-street/domain/user";
import { inboxStatusSchema } from "@main-street/domain/inbox";
import { z } from "zod";
import { asSession, signIn, signInAsNewAdmin, signInSeeded, uniqueAccount } from "../../../scripts/test/sessions";
import type { TestSession } from "../../../scripts/test/sessions";
import { deepNesting, invalidBodies, notJson } from "../../../scripts/test/fuzz-arbitraries";
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

const admin = fuzzSuite("admin body fuzzing");
const EVENT_ID = `fuzz-event-${randomUUID()}`;
const BUSINESS_ID = `fuzz-business-${randomUUID()}`;
const SQUARE_ID = `fuzz-square-${randomUUID()}`;
const INBOX_ID = `fuzz-inbox-${randomUUID()}`;
let me: TestSession;
let target: TestSession;

beforeAll(async () => {
  me = await signInAsNewAdmin(await signInSeeded("admin"), "fuzz-admin");
  target = await signIn(uniqueAccount("fuzz-role-target"));
  const now = Timestamp.now();
  await admin.db.doc(`events/${EVENT_ID}`).set({ ...validEvent, createdAt: now, updatedAt: now });
  await admin.db.doc(`businesses/${BUSINESS_ID}`).set({ ...validBusiness, tags: [], createdAt: now, updatedAt: now });
  await admin.db.doc(`bingo-squares/${SQUARE_ID}`).set({ ...validSquare, createdAt: now, updatedAt: now });
  await admin.db.doc(`inbox/${INBOX_ID}`).set({
    type: "contact",
    status: "new",
    createdAt: now,
    sortKey: `${now.toDate().toISOString()}_${INBOX_ID}`,
    email: "fuzz-inbox@example.com",
    fields: [],
    searchTerms: [],
  });
});

const validEvent = {
  title: "Fuzz night",
  description: "<p>Checked</p>",
  excerpt: "",
  date: "2030-05-01",
  time: "7:00 PM",
  location: "Wilbur Square",
  image: "",
  category: "Community",
  featured: "false",
};
const validBusiness = {
  name: "Fuzz Mercantile",
  category: "shopping",
  subcategory: "General",
  description: "<p>Checked</p>",
  website: "https://fuzz.example.com",
  phone: "702-555-0100",
  address: "1 Nevada Way",
  featured: "false",
};

const validSquare = { title: "Fuzz fountain", hint: "By the fountain", image: "", order: 950 };

/** Each managed kind's create and edit, against the fixture record stored above. */
const RECORD_ENDPOINTS = [
  { kind: eventKind, id: EVENT_ID, valid: validEvent, validUpdate: validEvent },
  {
    kind: businessKind,
    id: BUSINESS_ID,
    valid: validBusiness,
    validUpdate: {
      ...validBusiness,
      tags: ["gifts"],
      hours: [{ days: ["Mo", "Tu"], opens: "17:00", closes: "02:00" }],
      image: "",
      lat: 35.979,
      lng: -114.834,
    },
  },
  { kind: bingoSquareKind, id: SQUARE_ID, valid: validSquare, validUpdate: validSquare },
].flatMap(({ kind, id, valid, validUpdate }) => [
  {
    name: `POST ${adminApiPath(kind)}`,
    method: "POST",
    path: () => adminApiPath(kind),
    schema: kind.inputSchema,
    valid,
    docs: (): string[] => [],
  },
  {
    name: `PUT ${adminApiPath(kind)}/{id}`,
    method: "PUT",
    path: () => adminApiPath(kind, id),
    schema: kind.updateSchema,
    valid: validUpdate,
    docs: () => [`${kind.collection}/${id}`],
  },
]);

const ENDPOINTS = [
  ...RECORD_ENDPOINTS,
  {
    name: "PUT /api/admin/users/{id}/role",
    method: "PUT",
    path: () => `/api/admin/users/${target.uid}/role`,
    schema: roleSchema,
    valid: { role: "user" },
    docs: () => [`users/${target.uid}`],
  },
  {
    name: "PUT /api/auth/profile",
    method: "PUT",
    path: () => "/api/auth/profile",
    schema: profileSchema,
    valid: { firstName: "Fuzz", lastName: "Admin", email: "fuzz-admin@example.com", timezone: "America/Denver" },
    docs: () => [`users/${me.uid}`],
  },
  {
    name: "PUT /api/admin/inbox/{id}/status",
    method: "PUT",
    path: () => `/api/admin/inbox/${INBOX_ID}/status`,
    schema: inboxStatusSchema,
    valid: { status: "new" },
    docs: () => [`inbox/${INBOX_ID}`],
  },
  {
    name: "POST /api/admin/inbox/delete-person",
    method: "POST",
    path: () => "/api/admin/inbox/delete-person",
    // The server's own schema (functions/src/inbox/routes.ts); an address no fixture uses, so a valid one deletes nothing.
    schema: z.object({ email: z.email() }),
    valid: { email: "nobody-here@example.com" },
    docs: () => [`inbox/${INBOX_ID}`],
  },
] as const;

describe.each(ENDPOINTS.map((e) => [e.name, e] as const))("%s", (_name, endpoint) => {
  it(
    "refuses every invalid body with a clean 4xx and changes nothing",
    async () => {
      const claimsBefore = (await admin.auth.getUser(target.uid)).customClaims ?? {};
      await fc.assert(
        fc.asyncProperty(invalidBodies(endpoint.schema, endpoint.valid), async (body) => {
          const text = JSON.stringify(body);
          const before = await fingerprint(admin.db, endpoint.docs());
          const response = await send(endpoint.method, endpoint.path(), { body: text, headers: asSession(me) });
          expectCleanRefusal(response, { fromApp: reachesApp(text) });
          expectUnchanged(before, await fingerprint(admin.db, endpoint.docs()), endpoint.path());
        }),
        fuzzRuns(250),
      );
      expect((await admin.auth.getUser(target.uid)).customClaims ?? {}).toEqual(claimsBefore);
    },
    FUZZ_TIMEOUT,
  );
});

it(
  "refuses deep nesting and text that is not JSON on every admin endpoint",
  async () => {
    const cases = fc.tuple(fc.constantFrom(...ENDPOINTS), fc.oneof(deepNesting, notJson));
    await fc.assert(
      fc.asyncProperty(cases, async ([endpoint, text]) => {
        const before = await fingerprint(admin.db, endpoint.docs());
        const response = await send(endpoint.method, endpoint.path(), { body: text, headers: asSession(me) });
        expectCleanRefusal(response, { fromApp: reachesApp(text) });
        expectUnchanged(before, await fingerprint(admin.db, endpoint.docs()), endpoint.path());
      }),
      fuzzRuns(150),
    );
  },
  FUZZ_TIMEOUT,
);
