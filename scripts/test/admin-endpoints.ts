/**
 * Every /api/admin endpoint as a ready-to-send call on fresh fixtures, with a reading of the data it would
 * change, so authorisation tests can check that a refusal changed nothing. Fixtures are removed by cleanUp().
 */
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import type { StackAdmin } from "../stack/admin";
import { signIn, uniqueAccount, type TestSession } from "./sessions";
import { stackUrl } from "./stack-env";

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

const made: { collection: string; id: string }[] = [];
const titles: string[] = [];

async function fixture(stack: StackAdmin, collection: "events" | "businesses"): Promise<string> {
  const id = `authz-${randomUUID()}`;
  const now = Timestamp.now();
  const data =
    collection === "events"
      ? { title: "Authorisation fixture", description: "<p>Fixture</p>", date: "2020-01-01", featured: "false" }
      : { name: "Authorisation fixture", category: "shopping", description: "", tags: [], featured: "false" };
  await stack.db
    .collection(collection)
    .doc(id)
    .set({ ...data, createdAt: now, updatedAt: now });
  made.push({ collection, id });
  return id;
}

const docState = (stack: StackAdmin, path: string) => async () => (await stack.db.doc(path).get()).data() ?? null;

function uniqueTitle(): string {
  const title = `Authorisation check ${randomUUID()}`;
  titles.push(title);
  return title;
}

const countWhere = (stack: StackAdmin, collection: string, field: string, value: string) => async () =>
  (await stack.db.collection(collection).where(field, "==", value).count().get()).data().count;

export function adminEndpoints(stack: () => StackAdmin): Endpoint[] {
  const eventBody = (title: string) => ({
    title,
    description: "<p>Checked</p>",
    date: "2030-05-01",
    featured: "false",
  });
  const businessBody = (name: string) => ({
    name,
    category: "coffee",
    description: "<p>Checked</p>",
    featured: "false",
  });
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
    {
      name: "POST /api/admin/events",
      prepare: async () => {
        const title = uniqueTitle();
        return {
          method: "POST",
          path: "/api/admin/events",
          body: eventBody(title),
          state: countWhere(stack(), "events", "title", title),
        };
      },
      adminStatus: 201,
    },
    {
      name: "PUT /api/admin/events/{id}",
      prepare: async () => {
        const id = await fixture(stack(), "events");
        return {
          method: "PUT",
          path: `/api/admin/events/${id}`,
          body: eventBody("Changed"),
          state: docState(stack(), `events/${id}`),
        };
      },
      adminStatus: 200,
    },
    {
      name: "DELETE /api/admin/events/{id}",
      prepare: async () => {
        const id = await fixture(stack(), "events");
        return { method: "DELETE", path: `/api/admin/events/${id}`, state: docState(stack(), `events/${id}`) };
      },
      adminStatus: 204,
    },
    {
      name: "POST /api/admin/businesses",
      prepare: async () => {
        const name = uniqueTitle();
        return {
          method: "POST",
          path: "/api/admin/businesses",
          body: businessBody(name),
          state: countWhere(stack(), "businesses", "name", name),
        };
      },
      adminStatus: 201,
    },
    {
      name: "PUT /api/admin/businesses/{id}",
      prepare: async () => {
        const id = await fixture(stack(), "businesses");
        return {
          method: "PUT",
          path: `/api/admin/businesses/${id}`,
          body: businessBody("Changed"),
          state: docState(stack(), `businesses/${id}`),
        };
      },
      adminStatus: 200,
    },
    {
      name: "DELETE /api/admin/businesses/{id}",
      prepare: async () => {
        const id = await fixture(stack(), "businesses");
        return { method: "DELETE", path: `/api/admin/businesses/${id}`, state: docState(stack(), `businesses/${id}`) };
      },
      adminStatus: 204,
    },
    ...uploadEndpoints(stack),
    // The guard sits in front of routing: an unknown admin path tells outsiders nothing.
    {
      name: "GET /api/admin/unknown",
      prepare: async () => ({ method: "GET", path: "/api/admin/unknown" }),
      adminStatus: 404,
    },
  ];
}

/** SPEC 7's upload calls (functions/src/objects/routes.ts), each guarded by requireAdmin. */
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
    for (const [collection, field] of [
      ["events", "title"],
      ["businesses", "name"],
    ] as const) {
      const snap = await stack.db.collection(collection).where(field, "==", title).get();
      snap.docs.forEach((d) => batch.delete(d.ref));
    }
  }
  // The API's list cache (platform/list-cache.ts) reloads when this version changes.
  batch.set(stack.db.doc("_meta/cache"), { version: `cleanup-${randomUUID()}` });
  await batch.commit();
}
