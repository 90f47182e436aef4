/**
 * Every /api/admin endpoint as a ready-to-send call on fresh fixtures, with a reading of the data it would
 * change, so authorisation tests can check that a refusal changed nothing. Fixtures are removed by cleanUp().
 */
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import { adminApiPath, bingoSquareKind, businessKind, eventKind } from "@main-street/domain/records";
import type { StackAdmin } from "../stack/admin";
import { signIn, uniqueAccount, type TestSession } from "./sessions";
import { stackUrl } from "./stack-env";
import { countStored } from "./stored";

export interface PreparedCall {
  method: string;
  path: string;
  body?: unknown;
  /** The data the call would change; equal before and after a refused call. */
  state?: () => Promise<unknown>;
}

export interface Endpoint {
  name: string;
  /** Builds the call for `who` (fixtures are made fresh for every call). */
  prepare(who: TestSession): Promise<PreparedCall>;
  /** What an admin gets. */
  adminStatus: number;
}

/** The kinds of record the admins manage, with a body an admin call sends and a record stored as a fixture. */
const RECORDS = [
  {
    kind: eventKind,
    nameField: "title",
    body: (title: string) => ({ title, description: "<p>Checked</p>", date: "2030-05-01", featured: "false" }),
    fixture: { title: "Authorisation fixture", description: "<p>Fixture</p>", date: "2020-01-01", featured: "false" },
  },
  {
    kind: businessKind,
    nameField: "name",
    body: (name: string) => ({ name, category: "coffee", description: "<p>Checked</p>", featured: "false" }),
    fixture: { name: "Authorisation fixture", category: "shopping", description: "", tags: [], featured: "false" },
  },
  {
    kind: bingoSquareKind,
    nameField: "title",
    body: (title: string) => ({ title, hint: "Checked", order: 500 }),
    fixture: { title: "Authorisation fixture", hint: "", image: "", order: 900 },
  },
] as const;
type ManagedRecord = (typeof RECORDS)[number];

const made: { collection: string; id: string }[] = [];
const titles: string[] = [];

async function fixture(stack: StackAdmin, { kind, fixture: data }: ManagedRecord): Promise<string> {
  const id = `authz-${randomUUID()}`;
  const now = Timestamp.now();
  await stack.db
    .collection(kind.collection)
    .doc(id)
    .set({ ...data, createdAt: now, updatedAt: now });
  made.push({ collection: kind.collection, id });
  return id;
}

const docState = (stack: StackAdmin, path: string) => async () => (await stack.db.doc(path).get()).data() ?? null;

function uniqueTitle(): string {
  // Short enough for every kind's title (a bingo square's is at most 40 characters).
  const title = `Authorisation check ${randomUUID().slice(0, 18)}`;
  titles.push(title);
  return title;
}

/** POST, PUT and DELETE of one kind, each on a fresh record. */
function recordEndpoints(stack: () => StackAdmin, record: ManagedRecord): Endpoint[] {
  const { kind, nameField, body } = record;
  const stored = (id: string) => docState(stack(), `${kind.collection}/${id}`);
  return [
    {
      name: `POST ${adminApiPath(kind)}`,
      prepare: async () => {
        const name = uniqueTitle();
        const state = () => countStored(stack().db, kind.collection, { [nameField]: name });
        return { method: "POST", path: adminApiPath(kind), body: body(name), state };
      },
      adminStatus: 201,
    },
    {
      name: `PUT ${adminApiPath(kind)}/{id}`,
      prepare: async () => {
        const id = await fixture(stack(), record);
        return { method: "PUT", path: adminApiPath(kind, id), body: body("Changed"), state: stored(id) };
      },
      adminStatus: 200,
    },
    {
      name: `DELETE ${adminApiPath(kind)}/{id}`,
      prepare: async () => {
        const id = await fixture(stack(), record);
        return { method: "DELETE", path: adminApiPath(kind, id), state: stored(id) };
      },
      adminStatus: 204,
    },
  ];
}

export function adminEndpoints(stack: () => StackAdmin): Endpoint[] {
  return [
    {
      name: "GET /api/admin/users",
      prepare: async () => ({ method: "GET", path: "/api/admin/users" }),
      adminStatus: 200,
    },
    {
      name: "PUT /api/admin/users/{id}/role",
      prepare: async () => {
        const target = await signIn(uniqueAccount("role-target"));
        const state = async () => ({
          mirror: (await stack().db.doc(`users/${target.uid}`).get()).get("role"),
          claim: (await stack().auth.getUser(target.uid)).customClaims?.admin ?? null,
        });
        return { method: "PUT", path: `/api/admin/users/${target.uid}/role`, body: { role: "admin" }, state };
      },
      adminStatus: 200,
    },
    ...RECORDS.flatMap((record) => recordEndpoints(stack, record)),
    seriesSplitEndpoint(stack),
    ...uploadEndpoints(stack),
    ...inboxEndpoints(stack),
    // The listing statistics' staff reads (functions/src/stats-read/routes.ts).
    ...[
      "/api/admin/stats/summary",
      "/api/admin/stats/export.csv?month=2025-01",
      "/api/admin/businesses/blue-plate-diner/stats",
    ].map((path) => ({ name: `GET ${path}`, prepare: async () => ({ method: "GET", path }), adminStatus: 200 })),
    // The guard sits in front of routing: an unknown admin path tells outsiders nothing.
    {
      name: "GET /api/admin/unknown",
      prepare: async () => ({ method: "GET", path: "/api/admin/unknown" }),
      adminStatus: 404,
    },
  ];
}

/** "This and following" on a weekly series (functions/src/events/admin-routes.ts): the series and its copies. */
function seriesSplitEndpoint(stack: () => StackAdmin): Endpoint {
  return {
    name: `POST ${adminApiPath(eventKind)}/{id}/split`,
    prepare: async () => {
      const title = uniqueTitle();
      const id = `authz-${randomUUID()}`;
      const now = Timestamp.now();
      const series = { title, description: "<p>Fixture</p>", date: "2030-01-05", time: "8 AM", rrule: "FREQ=WEEKLY" };
      await stack()
        .db.doc(`events/${id}`)
        .set({ ...series, featured: "false", createdAt: now, updatedAt: now });
      made.push({ collection: "events", id });
      const state = async () => ({
        series: await docState(stack(), `events/${id}`)(),
        copies: await countStored(stack().db, "events", { title }),
      });
      return { method: "POST", path: `${adminApiPath(eventKind, id)}/split`, body: { date: "2030-01-12" }, state };
    },
    adminStatus: 201,
  };
}

/** An inbox item of a fresh e-mail address, stored directly (functions/src/inbox). */
async function inboxFixture(stack: StackAdmin): Promise<{ id: string; email: string }> {
  const id = `authz-${randomUUID()}`;
  const email = `${id}@example.com`;
  await stack.db.doc(`inbox/${id}`).set({
    type: "contact",
    status: "new",
    createdAt: Timestamp.now(),
    sortKey: `${new Date().toISOString()}_${id}`,
    name: "Authorisation fixture",
    email,
    phone: "",
    summary: "Fixture",
    fields: [],
    searchTerms: [],
    notice: { state: "off", attempts: 0 },
    expireAt: null,
  });
  made.push({ collection: "inbox", id });
  return { id, email };
}

/** The staff inbox (functions/src/inbox/routes.ts): reads, the status change and the privacy delete. */
function inboxEndpoints(stack: () => StackAdmin): Endpoint[] {
  const reads = ["/api/admin/inbox", "/api/admin/inbox/summary", "/api/admin/inbox/export.csv?type=contact"];
  return [
    ...reads.map((path) => ({
      name: `GET ${path}`,
      prepare: async () => ({ method: "GET", path }),
      adminStatus: 200,
    })),
    {
      name: "GET /api/admin/inbox/{id}",
      prepare: async () => ({ method: "GET", path: `/api/admin/inbox/${(await inboxFixture(stack())).id}` }),
      adminStatus: 200,
    },
    {
      name: "PUT /api/admin/inbox/{id}/status",
      prepare: async () => {
        const { id } = await inboxFixture(stack());
        const path = `/api/admin/inbox/${id}/status`;
        return { method: "PUT", path, body: { status: "handled" }, state: docState(stack(), `inbox/${id}`) };
      },
      adminStatus: 200,
    },
    {
      name: "POST /api/admin/inbox/delete-person",
      prepare: async () => {
        const { id, email } = await inboxFixture(stack());
        const path = "/api/admin/inbox/delete-person";
        return { method: "POST", path, body: { email }, state: docState(stack(), `inbox/${id}`) };
      },
      adminStatus: 200,
    },
  ];
}

/** The upload calls (docs/product.md#uploads) (functions/src/objects/routes.ts), each guarded by requireAdmin. */
function uploadEndpoints(stack: () => StackAdmin): Endpoint[] {
  const uploadRecords = async () => (await stack().db.collection("uploads").count().get()).data().count;
  // A link this site never issued: an admin gets past the guard and is told so.
  const unknownLink = () => `${stackUrl()}/api/uploads/${"x".repeat(32)}`;
  return [
    ...["/api/admin/upload-url", "/api/objects/upload"].map((path) => ({
      name: `POST ${path}`,
      prepare: async () => ({ method: "POST", path, body: {}, state: uploadRecords }),
      adminStatus: 200,
    })),
    {
      name: "POST /api/admin/set-image-acl",
      prepare: async () => ({
        method: "POST",
        path: "/api/admin/set-image-acl",
        body: { imageURL: unknownLink(), visibility: "public" },
        state: uploadRecords,
      }),
      adminStatus: 404,
    },
    {
      name: "POST /api/objects/set-acl",
      prepare: async () => ({
        method: "POST",
        path: "/api/objects/set-acl",
        body: { imageURL: unknownLink() },
        state: uploadRecords,
      }),
      adminStatus: 404,
    },
  ];
}

/** Removes the fixtures and whatever the admin calls created, then drops the API's cached public lists. */
export async function cleanUpAdminFixtures(stack: StackAdmin): Promise<void> {
  const batch = stack.db.batch();
  for (const { collection, id } of made.splice(0)) batch.delete(stack.db.collection(collection).doc(id));
  for (const title of titles.splice(0)) {
    for (const { kind, nameField } of RECORDS) {
      const snap = await stack.db.collection(kind.collection).where(nameField, "==", title).get();
      snap.docs.forEach((d) => batch.delete(d.ref));
    }
  }
  // The API's list cache (platform/list-cache.ts) reloads when this version changes.
  batch.set(stack.db.doc("_meta/cache"), { version: `cleanup-${randomUUID()}` });
  await batch.commit();
}
