/**
 * The owners' authorisation matrix: every route issue 29 added × {anonymous, signed-in non-owner, owner of another
 * business, owner, admin}. Each cell is one real request against the local stack on fresh fixtures; a refusal must
 * change nothing. The admin-only routes are also in the main matrix (auth/authorization.stack.test.ts).
 */
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api, stackUrl } from "../../../scripts/test/stack-env";
import { asSession, sessionsFor, signIn, uniqueAccount, type TestSession } from "../../../scripts/test/sessions";

type Who = "anonymous" | "non-owner" | "other owner" | "owner" | "admin";
const WHO: Who[] = ["anonymous", "non-owner", "other owner", "owner", "admin"];

let stack: StackAdmin;
const people = {} as Record<Exclude<Who, "anonymous">, TestSession>;

/** Fresh per call: a business owned by `owner`, another owned by `other owner`, with an inbox claim and revision. */
interface Fixture {
  business: string;
  claimItem: string;
  revisionItem: string;
  historyEntry: string;
}

async function ownership(businessId: string, who: TestSession) {
  await stack.db.doc(`business_owners/${businessId}__${who.uid}`).set({
    businessId,
    uid: who.uid,
    email: who.email,
    name: "Fixture owner",
    since: Timestamp.now(),
    nextReminderAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  });
}

async function fixture(): Promise<Fixture> {
  const business = `authz-biz-${randomUUID().slice(0, 12)}`;
  const other = `${business}-other`;
  const now = Timestamp.now();
  for (const id of [business, other]) {
    await stack.db.doc(`businesses/${id}`).set({
      name: `Fixture ${id}`,
      category: "shopping",
      description: "",
      phone: "702-555-0100",
      tags: [],
      featured: "false",
      createdAt: now,
      updatedAt: now,
    });
  }
  await ownership(business, people.owner);
  await ownership(other, people["other owner"]);
  const claimant = await signIn(uniqueAccount("claimant"));
  const claimItem = `authz-claim-${randomUUID().slice(0, 12)}`;
  const revisionItem = `authz-rev-${randomUUID().slice(0, 12)}`;
  const item = (type: string, email: string) => ({
    type,
    status: "new",
    createdAt: now,
    sortKey: `${new Date().toISOString()}_${type}`,
    name: "Fixture",
    email,
    phone: "",
    summary: "Fixture",
    fields: [],
    searchTerms: [],
    notice: { state: "off", attempts: 0 },
    expireAt: null,
    decision: null,
    business: { id: business, name: `Fixture ${business}` },
  });
  await stack.db.doc(`inbox/${claimItem}`).set(item("claim", claimant.email));
  await stack.db.doc(`business_claims/${claimItem}`).set({
    businessId: business,
    businessName: "Fixture",
    uid: claimant.uid,
    email: claimant.email,
    name: "Claimant",
    role: "Owner",
    contact: "702-555-0100",
    note: "",
    state: "pending",
  });
  await stack.db.doc(`inbox/${revisionItem}`).set(item("revision", people.owner.email));
  await stack.db.doc(`business_revisions/${revisionItem}`).set({
    businessId: business,
    businessName: "Fixture",
    uid: people.owner.uid,
    email: people.owner.email,
    base: now.toDate().toISOString(),
    changes: { phone: "702-555-0199" },
    changedFields: ["phone"],
    state: "pending",
    createdAt: now,
  });
  const entry = stack.db.collection("business_history").doc();
  await entry.set({
    businessId: business,
    by: "staff@example.com",
    source: "staff",
    changes: [{ field: "phone", from: "702-555-0000", to: "702-555-0100" }],
    at: now,
  });
  return { business, claimItem, revisionItem, historyEntry: entry.id };
}

interface Route {
  name: string;
  call(f: Fixture, who: Who): { method: string; path: string; body?: unknown };
  /** What the data the route could change reads, before and after. */
  state(f: Fixture): Promise<unknown>;
  expected: Record<Who, number>;
}

const doc = (path: string) => async () => (await stack.db.doc(path).get()).data() ?? null;
const docs = (...paths: string[]) => Promise.all(paths.map((p) => doc(p)()));
const ownersOnly = { anonymous: 401, "non-owner": 403, "other owner": 403, owner: 200, admin: 403 };
const adminOnly = { anonymous: 401, "non-owner": 403, "other owner": 403, owner: 403, admin: 200 };

const ROUTES: Route[] = [
  {
    name: "POST /api/businesses/{id}/claim",
    call: (f) => ({
      method: "POST",
      path: `/api/businesses/${f.business}/claim`,
      body: { name: "A Person", role: "Manager", contact: "702-555-0100" },
    }),
    // An owner's claim of their own business changes nothing; anyone else's is stored for review.
    state: async (f) =>
      (await stack.db.collection("business_claims").where("businessId", "==", f.business).count().get()).data().count,
    expected: { anonymous: 401, "non-owner": 201, "other owner": 201, owner: 409, admin: 201 },
  },
  {
    name: "GET /api/owner/businesses",
    call: () => ({ method: "GET", path: "/api/owner/businesses" }),
    state: async () => null,
    expected: { anonymous: 401, "non-owner": 200, "other owner": 200, owner: 200, admin: 200 },
  },
  {
    // The reminder's link: no sign-in, the signed token is the permission, so a made-up one fails for everyone.
    name: "POST /api/owner/confirm-hours",
    call: () => ({
      method: "POST",
      path: "/api/owner/confirm-hours",
      body: { token: `${"a".repeat(24)}.${"b".repeat(43)}` },
    }),
    state: (f) => doc(`businesses/${f.business}`)(),
    expected: { anonymous: 400, "non-owner": 400, "other owner": 400, owner: 400, admin: 400 },
  },
  {
    name: "POST /api/owner/confirm-hours/preview",
    call: () => ({
      method: "POST",
      path: "/api/owner/confirm-hours/preview",
      body: { token: `${"a".repeat(24)}.${"b".repeat(43)}` },
    }),
    state: (f) => doc(`businesses/${f.business}`)(),
    expected: { anonymous: 400, "non-owner": 400, "other owner": 400, owner: 400, admin: 400 },
  },
  {
    name: "GET /api/owner/businesses/{id}",
    call: (f) => ({ method: "GET", path: `/api/owner/businesses/${f.business}` }),
    state: async (f) => doc(`businesses/${f.business}`)(),
    expected: ownersOnly,
  },
  {
    name: "POST /api/owner/businesses/{id}/revisions",
    call: (f) => ({ method: "POST", path: `/api/owner/businesses/${f.business}/revisions`, body: {} }),
    state: async (f) =>
      (await stack.db.collection("business_revisions").where("businessId", "==", f.business).get()).docs.map((d) =>
        d.data(),
      ),
    expected: { ...ownersOnly, owner: 201 },
  },
  {
    name: "POST /api/owner/businesses/{id}/event-proposals",
    call: (f) => ({
      method: "POST",
      path: `/api/owner/businesses/${f.business}/event-proposals`,
      body: { title: "Fixture night", description: "A test event.", date: "2031-05-01" },
    }),
    state: async (f) =>
      (await stack.db.collection("event_proposals").where("businessId", "==", f.business).count().get()).data().count,
    expected: { ...ownersOnly, owner: 201 },
  },
  {
    name: "POST /api/owner/upload-url",
    call: () => ({ method: "POST", path: "/api/owner/upload-url", body: {} }),
    state: async () => null,
    expected: { anonymous: 401, "non-owner": 403, "other owner": 200, owner: 200, admin: 403 },
  },
  {
    name: "POST /api/owner/set-image-acl",
    call: () => ({
      method: "POST",
      path: "/api/owner/set-image-acl",
      body: { imageURL: `${stackUrl()}/api/uploads/${"x".repeat(32)}`, visibility: "public" },
    }),
    state: async () => (await stack.db.collection("uploads").count().get()).data().count,
    // An owner passes the guard and is told the link is unknown.
    expected: { anonymous: 401, "non-owner": 403, "other owner": 404, owner: 404, admin: 403 },
  },
  {
    name: "GET /api/admin/businesses/{id}/owners",
    call: (f) => ({ method: "GET", path: `/api/admin/businesses/${f.business}/owners` }),
    state: async () => null,
    expected: adminOnly,
  },
  {
    name: "DELETE /api/admin/businesses/{id}/owners/{uid}",
    call: (f) => ({ method: "DELETE", path: `/api/admin/businesses/${f.business}/owners/${people.owner.uid}` }),
    state: (f) => doc(`business_owners/${f.business}__${people.owner.uid}`)(),
    expected: { ...adminOnly, admin: 204 },
  },
  {
    name: "GET /api/admin/businesses/{id}/history",
    call: (f) => ({ method: "GET", path: `/api/admin/businesses/${f.business}/history` }),
    state: async () => null,
    expected: adminOnly,
  },
  {
    name: "POST /api/admin/businesses/{id}/history/{entry}/restore",
    call: (f) => ({
      method: "POST",
      path: `/api/admin/businesses/${f.business}/history/${f.historyEntry}/restore`,
      body: { field: "phone" },
    }),
    state: (f) => doc(`businesses/${f.business}`)(),
    expected: adminOnly,
  },
  {
    name: "GET /api/admin/inbox/{id}/review",
    call: (f) => ({ method: "GET", path: `/api/admin/inbox/${f.revisionItem}/review` }),
    state: async () => null,
    expected: adminOnly,
  },
  ...(["approve", "decline"] as const).flatMap((verdict): Route[] => [
    {
      name: `PUT /api/admin/inbox/{id}/claim/${verdict}`,
      call: (f) => ({
        method: "PUT",
        path: `/api/admin/inbox/${f.claimItem}/claim/${verdict}`,
        body: verdict === "decline" ? { reason: "Could not check it." } : undefined,
      }),
      state: async (f) => {
        const owners = await stack.db.collection("business_owners").where("businessId", "==", f.business).get();
        return [await docs(`inbox/${f.claimItem}`, `business_claims/${f.claimItem}`), owners.size];
      },
      expected: adminOnly,
    },
    {
      name: `PUT /api/admin/inbox/{id}/revision/${verdict}`,
      call: (f) => ({
        method: "PUT",
        path: `/api/admin/inbox/${f.revisionItem}/revision/${verdict}`,
        body: verdict === "decline" ? { reason: "Not right." } : undefined,
      }),
      state: (f) => docs(`inbox/${f.revisionItem}`, `business_revisions/${f.revisionItem}`, `businesses/${f.business}`),
      expected: adminOnly,
    },
  ]),
];

beforeAll(async () => {
  stack = adminForTests();
  Object.assign(people, await sessionsFor("owner-matrix", ["non-owner", "other owner", "owner"]));
});
afterAll(() => stack.close());

/** A revision's body needs the fixture's base, so it is built per call. */
async function bodyFor(route: Route, f: Fixture, call: { body?: unknown }): Promise<unknown> {
  if (!route.name.endsWith("/revisions")) return call.body;
  const updatedAt = (await stack.db.doc(`businesses/${f.business}`).get()).get("updatedAt") as Timestamp;
  return { base: updatedAt.toDate().toISOString(), changes: { phone: "702-555-0177" } };
}

describe.each(ROUTES)("$name", (route) => {
  it.each(WHO)("as %s", async (who) => {
    const f = await fixture();
    const call = route.call(f, who);
    const body = await bodyFor(route, f, call);
    const before = await route.state(f);
    const session = who === "anonymous" ? null : people[who];
    const response = await api(call.path, { method: call.method, body, headers: asSession(session) });
    const expected = route.expected[who];
    expect(`${who}: ${response.status}`).toBe(`${who}: ${expected}`);
    if (expected >= 400) {
      expect(response.body.error.message).toEqual(expect.any(String));
      expect(await route.state(f)).toEqual(before);
    }
  });
});

test("the matrix covers every owner route for every kind of caller", () => {
  expect(ROUTES.length * WHO.length).toBe(18 * 5);
});

test("an owner of another business reads none of this one through their own list", async () => {
  const f = await fixture();
  const list = await api("/api/owner/businesses", { headers: asSession(people["other owner"]) });
  expect(list.status).toBe(200);
  expect(list.body.map((o: { business: { id: string } }) => o.business.id)).not.toContain(f.business);
  expect((await api("/api/owner/businesses")).status).toBe(401);
});
