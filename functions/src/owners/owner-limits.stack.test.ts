/**
 * Owner hardening (issue 33) against the real local stack: one pending claim per person and business, a daily claim
 * limit per person, a daily upload-link limit per owner, owners of a deleted listing no longer counting as owners,
 * and no Referer from the owners' pages. Its daily limits count by the day: it runs at the test clock, which stands
 * still, so no request of a test falls in the next day's allowance.
 * @dated
 */
import { Timestamp } from "firebase-admin/firestore";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api, stackFetch } from "../../../scripts/test/stack-env";
import { makeOwner } from "../../../scripts/test/owners";
import { apiAs, sessionsFor, signIn, uniqueAccount, type TestSession } from "../../../scripts/test/sessions";
import { HONEYPOT_FIELD } from "@main-street/domain/submissions";
import { PERSON_LIMITS } from "./person-limits";

let stack: StackAdmin;
let admin: TestSession;
let businessIds: string[];

beforeAll(async () => {
  stack = adminForTests();
  ({ admin } = await sessionsFor("owner-limits"));
  businessIds = ((await api("/api/businesses")).body as { id: string }[]).map((b) => b.id);
});
afterAll(() => stack.close());

const claim = { name: "Pat Person", role: "Owner", contact: "702-555-0142" };
const claimsOf = async (uid: string) =>
  (await stack.db.collection("business_claims").where("uid", "==", uid).count().get()).data().count;

function expectRateLimited(response: { status: number; body: any; headers: Headers }, message: string) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: { code: "rate_limited", message } });
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

test("claims and owners' changes go through the public forms' spam trap: a bot is thanked and nothing is stored", async () => {
  const who = await signIn(uniqueAccount("claims-bot"));
  const trapped = { ...claim, [HONEYPOT_FIELD]: "https://cheap-pills.example" };
  const sent = await apiAs(who, "POST", `/api/businesses/${businessIds[0]}/claim`, trapped);
  expect(sent.status).toBe(201);
  expect(sent.body.message).toBe("Thank you. The Main Street office will check your claim and e-mail you.");
  expect(await claimsOf(who.uid)).toBe(0);
  expect((await stack.db.doc(`inbox/${sent.body.id}`).get()).exists).toBe(false);

  await makeOwner(admin, who, businessIds[1]!, claim);
  const base = (await apiAs(who, "GET", `/api/owner/businesses/${businessIds[1]}`)).body.business.updatedAt;
  const change = { base, changes: { phone: "702-555-0188" }, [HONEYPOT_FIELD]: "x" };
  const saved = await apiAs(who, "POST", `/api/owner/businesses/${businessIds[1]}/revisions`, change);
  expect(saved.status).toBe(201);
  expect((await stack.db.collection("business_revisions").where("uid", "==", who.uid).count().get()).data().count).toBe(
    0,
  );
});

test("a second claim of the same business while the first waits is refused, and stores nothing", async () => {
  const who = await signIn(uniqueAccount("claims-twice"));
  expect((await apiAs(who, "POST", `/api/businesses/${businessIds[0]}/claim`, claim)).status).toBe(201);
  const again = await apiAs(who, "POST", `/api/businesses/${businessIds[0]}/claim`, claim);
  expect(again.status).toBe(409);
  expect(again.body.error.message).toBe(
    "You already sent a claim for this business. The Main Street office will e-mail you once they have checked it.",
  );
  expect(await claimsOf(who.uid)).toBe(1);
  // Another person may still claim it, and once declined the first person may claim again.
  const other = await signIn(uniqueAccount("claims-other"));
  expect((await apiAs(other, "POST", `/api/businesses/${businessIds[0]}/claim`, claim)).status).toBe(201);
  const [first] = (await stack.db.collection("business_claims").where("uid", "==", who.uid).get()).docs;
  const declined = await apiAs(admin, "PUT", `/api/admin/inbox/${first!.id}/claim/decline`, { reason: "Not checked." });
  expect(declined.status).toBe(200);
  expect((await apiAs(who, "POST", `/api/businesses/${businessIds[0]}/claim`, claim)).status).toBe(201);
});

test("a person's claims are limited per day: past the limit, 429 and nothing stored", async () => {
  const who = await signIn(uniqueAccount("claims-many"));
  const limit = PERSON_LIMITS.claim.perDay;
  for (const id of businessIds.slice(0, limit)) {
    expect((await apiAs(who, "POST", `/api/businesses/${id}/claim`, claim)).status).toBe(201);
  }
  const refused = await apiAs(who, "POST", `/api/businesses/${businessIds[limit]}/claim`, claim);
  expectRateLimited(refused, PERSON_LIMITS.claim.message);
  expect(await claimsOf(who.uid)).toBe(limit);
  // The limit is the person's: another account sending from the same address may still claim.
  const fresh = await signIn(uniqueAccount("claims-fresh"));
  expect((await apiAs(fresh, "POST", `/api/businesses/${businessIds[limit]}/claim`, claim)).status).toBe(201);
});

test("an owner's upload links are limited per day: past the limit, 429 and no link made", async () => {
  const who = await signIn(uniqueAccount("uploads-many"));
  await makeOwner(admin, who, businessIds[1]!, claim);
  const uploads = async () =>
    (await stack.db.collection("uploads").where("createdBy", "==", who.uid).count().get()).data().count;
  for (let i = 0; i < PERSON_LIMITS.upload.perDay; i++) {
    expect((await apiAs(who, "POST", "/api/owner/upload-url", {})).status).toBe(200);
  }
  const refused = await apiAs(who, "POST", "/api/owner/upload-url", {});
  expectRateLimited(refused, PERSON_LIMITS.upload.message);
  expect(await uploads()).toBe(PERSON_LIMITS.upload.perDay);
});

describe("owners of a deleted listing", () => {
  test("deleting a business deletes its owners and links: its owner can no longer act as an owner", async () => {
    const id = `deleted-biz-${Date.now()}`;
    await stack.db.doc(`businesses/${id}`).set({
      name: "Soon Gone",
      category: "shopping",
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    const who = await signIn(uniqueAccount("owner-of-deleted"));
    await makeOwner(admin, who, id, claim);
    await stack.db.doc("hours_confirm_links/deleted-biz-link").set({ businessId: id, uid: who.uid, usedAt: null });
    expect((await apiAs(who, "POST", "/api/owner/upload-url", {})).status).toBe(200);

    expect((await apiAs(admin, "DELETE", `/api/admin/businesses/${id}`)).status).toBe(204);
    const left = async (collection: string) =>
      (await stack.db.collection(collection).where("businessId", "==", id).get()).size;
    expect(await left("business_owners")).toBe(0);
    expect(await left("hours_confirm_links")).toBe(0);
    const upload = await apiAs(who, "POST", "/api/owner/upload-url", {});
    expect(upload.status).toBe(403);
    expect(upload.body.error.message).toBe("Only business owners can upload images.");
    expect((await apiAs(who, "GET", "/api/owner/businesses")).body).toEqual([]);
  });

  test("an ownership left behind for a listing that no longer exists grants nothing", async () => {
    const who = await signIn(uniqueAccount("owner-of-nothing"));
    await stack.db.doc(`business_owners/no-such-listing__${who.uid}`).set({
      businessId: "no-such-listing",
      uid: who.uid,
      email: who.email,
    });
    expect((await apiAs(who, "POST", "/api/owner/upload-url", {})).status).toBe(403);
  });
});

describe("the owners' pages send no Referer", () => {
  test.each(["/owner", "/owner/confirm-hours?token=abc.def", "/owner/businesses/blue-plate-diner"])(
    "%s is served with Referrer-Policy: no-referrer",
    async (path) => {
      const response = await stackFetch(path, { redirect: "manual" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    },
  );

  test("so do the owners' API answers, refusals included", async () => {
    const preview = await api("/api/owner/confirm-hours/preview", { method: "POST", body: { token: "x" } });
    expect(preview.status).toBe(400);
    expect(preview.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await api("/api/owner/businesses")).headers.get("referrer-policy")).toBe("no-referrer");
    // Other pages keep the site's policy.
    expect((await stackFetch("/admin")).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
