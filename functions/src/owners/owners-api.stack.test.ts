/**
 * Owners (docs/product.md#owners) against the real local stack: claim → approve → revision → review → approve,
 * the history and a restore, stale and forbidden revisions, owner removal, and the "still correct" links.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { makeOwner } from "../../../scripts/test/owners";
import { apiAs, sessionsFor, signIn, uniqueAccount, type TestSession } from "../../../scripts/test/sessions";
import { waitForMail } from "../../../scripts/test/caught-mail";
import { signLinkIdWith } from "./links";

/** The function signs with the emulators' stand-in salt (platform/config.ts) on the local stack. */
const signLinkId = (id: string) => signLinkIdWith("local-emulators-only", id);

const BUSINESS = "blue-plate-diner";

let stack: StackAdmin;
let admin: TestSession;
let owner: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin, owner } = await sessionsFor("owners", ["owner"]));
});
afterAll(() => stack.close());

const claim = { name: "Olive Owner", role: "Manager", contact: "702-555-0142", note: "I run the diner." };

const liveBusiness = async (id: string) => (await stack.db.doc(`businesses/${id}`).get()).data()!;

test("claim → approve → revision → review diff → approve → live, with the history of who changed what", async () => {
  // The user menu's and profile's way in (GET /api/owner/mine): nothing yet, then the claim, then the listing.
  const mineNow = async () => (await apiAs(owner, "GET", "/api/owner/mine")).body;
  expect(await mineNow()).toEqual({ businesses: [], pendingClaims: [] });
  expect((await api("/api/owner/mine")).status).toBe(401);
  const sent = await apiAs(owner, "POST", `/api/businesses/${BUSINESS}/claim`, claim);
  expect(sent.status).toBe(201);
  expect(await mineNow()).toEqual({
    businesses: [],
    pendingClaims: [{ businessId: BUSINESS, businessName: "Blue Plate Diner", sentAt: expect.any(String) }],
  });
  const item = await apiAs(admin, "GET", `/api/admin/inbox/${sent.body.id}`);
  expect(item.body).toMatchObject({ type: "claim", status: "new", email: owner.email });
  expect(item.body.business).toEqual({ id: BUSINESS, name: expect.any(String) });
  await waitForMail((m) => m.subject.startsWith("New ownership claim") && m.text.includes("702-555-0142"));

  // Not an owner until approved.
  expect((await apiAs(owner, "GET", `/api/owner/businesses/${BUSINESS}`)).status).toBe(403);
  expect((await apiAs(admin, "PUT", `/api/admin/inbox/${sent.body.id}/claim/approve`)).status).toBe(200);
  await waitForMail((m) => m.to.includes(owner.email) && /claim of .* was approved/.test(m.subject));
  expect((await apiAs(admin, "PUT", `/api/admin/inbox/${sent.body.id}/claim/approve`)).status).toBe(409);

  const mine = await apiAs(owner, "GET", "/api/owner/businesses");
  expect(mine.body.map((o: { business: { id: string } }) => o.business.id)).toEqual([BUSINESS]);
  expect(await mineNow()).toEqual({ businesses: [{ id: BUSINESS, name: "Blue Plate Diner" }], pendingClaims: [] });
  const loaded = (await apiAs(owner, "GET", `/api/owner/businesses/${BUSINESS}`)).body;
  const base = loaded.business.updatedAt as string;

  const first = await apiAs(owner, "POST", `/api/owner/businesses/${BUSINESS}/revisions`, {
    base,
    changes: { phone: "702-555-0100" },
  });
  expect(first.status).toBe(201);
  // A newer revision replaces the pending one.
  const revision = await apiAs(owner, "POST", `/api/owner/businesses/${BUSINESS}/revisions`, {
    base,
    changes: { phone: "702-555-0111", description: "<p>New <strong>menu</strong><script>alert(1)</script></p>" },
  });
  expect(revision.status).toBe(201);
  const states = (await apiAs(owner, "GET", `/api/owner/businesses/${BUSINESS}`)).body.revisions.map(
    (r: { id: string; state: string }) => [r.id, r.state],
  );
  expect(states).toEqual([
    [revision.body.id, "pending"],
    [first.body.id, "superseded"],
  ]);
  expect((await apiAs(admin, "PUT", `/api/admin/inbox/${first.body.id}/revision/approve`)).status).toBe(409);

  const review = await apiAs(admin, "GET", `/api/admin/inbox/${revision.body.id}/review`);
  expect(review.status).toBe(200);
  const phone = review.body.changes.find((c: { field: string }) => c.field === "phone");
  expect(phone).toEqual({ field: "phone", from: loaded.business.phone, to: "702-555-0111" });
  const description = review.body.changes.find((c: { field: string }) => c.field === "description");
  expect(description.to).toBe("<p>New <strong>menu</strong></p>"); // sanitised as staff edits are

  const approved = await apiAs(admin, "PUT", `/api/admin/inbox/${revision.body.id}/revision/approve`);
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ status: "handled", decision: { state: "approved" } });
  const publicView = await api(`/api/businesses/${BUSINESS}`);
  expect(publicView.body.phone).toBe("702-555-0111");
  await waitForMail((m) => m.to.includes(owner.email) && /changes to .* were approved/.test(m.subject));

  const history = (await apiAs(admin, "GET", `/api/admin/businesses/${BUSINESS}/history`)).body;
  expect(history[0]).toMatchObject({ source: "owner", by: `${owner.email} (approved by ${admin.email})` });
  expect(history[0].changes).toContainEqual({ field: "phone", from: loaded.business.phone, to: "702-555-0111" });

  // A staff edit is in the history too, and staff can restore the phone's earlier value.
  const restored = await apiAs(admin, "POST", `/api/admin/businesses/${BUSINESS}/history/${history[0].id}/restore`, {
    field: "phone",
  });
  expect(restored.status).toBe(200);
  expect(restored.body.phone).toBe(loaded.business.phone);
  const after = (await apiAs(admin, "GET", `/api/admin/businesses/${BUSINESS}/history`)).body;
  expect(after[0]).toMatchObject({ source: "restore", by: admin.email });
});

test("bad revisions are refused with a clear message and store nothing", async () => {
  const who = await signIn(uniqueAccount("owner-bad"));
  await makeOwner(admin, who, "hotel-plaza-bistro", claim);
  const { business } = (await apiAs(who, "GET", "/api/owner/businesses/hotel-plaza-bistro")).body;
  const count = async () =>
    (await stack.db.collection("business_revisions").where("uid", "==", who.uid).count().get()).data().count;

  const forbidden = await apiAs(who, "POST", "/api/owner/businesses/hotel-plaza-bistro/revisions", {
    base: business.updatedAt,
    changes: { phone: "702-555-0123", name: "Renamed", featured: "true" },
  });
  expect(forbidden.status).toBe(400);
  expect(forbidden.body.error.message).toBe("Owners can't change Name, Featured. Please ask the Main Street office.");

  // Staff edit the listing after the owner loaded it: the owner's revision is stale.
  const staffEdit = await apiAs(admin, "PUT", "/api/admin/businesses/hotel-plaza-bistro", {
    ...business,
    subcategory: "Changed by staff",
  });
  expect(staffEdit.status).toBe(200);
  const stale = await apiAs(who, "POST", "/api/owner/businesses/hotel-plaza-bistro/revisions", {
    base: business.updatedAt,
    changes: { phone: "702-555-0123" },
  });
  expect(stale.status).toBe(409);
  expect(stale.body.error.message).toMatch(/changed since you opened it/);
  expect(await count()).toBe(0);

  const history = (await apiAs(admin, "GET", "/api/admin/businesses/hotel-plaza-bistro/history")).body;
  expect(history[0]).toMatchObject({ source: "staff", by: admin.email });
  expect(history[0].changes).toEqual([{ field: "subcategory", from: business.subcategory, to: "Changed by staff" }]);

  const unknown = await apiAs(who, "POST", "/api/businesses/no-such-business/claim", claim);
  expect(unknown.status).toBe(404);
  expect(unknown.body.error.message).toBe("Business not found.");

  // Declined with a reason: the owner is told why.
  const revision = await apiAs(who, "POST", "/api/owner/businesses/hotel-plaza-bistro/revisions", {
    base: staffEdit.body.updatedAt,
    changes: { website: "https://example.com/bistro" },
  });
  expect(revision.status).toBe(201);
  const declined = await apiAs(admin, "PUT", `/api/admin/inbox/${revision.body.id}/revision/decline`, {
    reason: "That site is not yours.",
  });
  expect(declined.status).toBe(200);
  const mail = await waitForMail((m) => m.to.includes(who.email) && /were declined/.test(m.subject));
  expect(mail.text).toContain("That site is not yours.");
  expect((await liveBusiness("hotel-plaza-bistro")).website).toBe(business.website);

  // Removal takes effect on the next request.
  expect((await apiAs(admin, "DELETE", `/api/admin/businesses/hotel-plaza-bistro/owners/${who.uid}`)).status).toBe(204);
  const after = await apiAs(who, "POST", "/api/owner/businesses/hotel-plaza-bistro/revisions", {
    base: staffEdit.body.updatedAt,
    changes: { phone: "702-555-0199" },
  });
  expect(after.status).toBe(403);
});

describe("the 'still correct' link", () => {
  const BIZ = "switchback-grill-and-tap";
  let who: TestSession;
  beforeAll(async () => {
    who = await signIn(uniqueAccount("owner-confirm"));
    await makeOwner(admin, who, BIZ, claim);
  });

  async function link(expiresInMs: number): Promise<string> {
    const id = `link${Math.random().toString(36).slice(2, 14)}`;
    await stack.db.doc(`hours_confirm_links/${id}`).set({
      businessId: BIZ,
      uid: who.uid,
      email: who.email,
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + expiresInMs),
      usedAt: null,
    });
    return signLinkId(id);
  }
  const confirm = (token: string) => api("/api/owner/confirm-hours", { method: "POST", body: { token } });
  const confirmedAt = async () => (await liveBusiness(BIZ)).hoursConfirmedAt ?? null;

  test("records the confirmation once; a reused link is refused", async () => {
    const token = await link(86_400_000);
    const before = await liveBusiness(BIZ);
    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    const after = await liveBusiness(BIZ);
    expect(after.hoursConfirmedAt).toBeInstanceOf(Timestamp);
    // Nothing else changed: not the hours, not updatedAt (an owner's open edit stays current).
    const { hoursConfirmedAt: _a, ...rest } = after;
    const { hoursConfirmedAt: _b, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    const history = (await apiAs(admin, "GET", `/api/admin/businesses/${BIZ}/history`)).body;
    expect(history[0]).toMatchObject({ source: "confirmation", by: who.email });

    const reused = await confirm(token);
    expect(reused.status).toBe(410);
    expect(reused.body.error.message).toMatch(/already used/);
    expect((await confirmedAt())?.toMillis()).toBe(after.hoursConfirmedAt.toMillis());
  });

  test("the preview shows what the button would confirm and records nothing", async () => {
    const token = await link(86_400_000);
    const before = await liveBusiness(BIZ);
    const preview = await api("/api/owner/confirm-hours/preview", { method: "POST", body: { token } });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      businessId: BIZ,
      name: before.name,
      hours: before.hours ?? null,
      hoursNote: before.hoursNote ?? "",
      hoursConfirmedAt: before.hoursConfirmedAt ? before.hoursConfirmedAt.toDate().toISOString() : null,
    });
    expect(await liveBusiness(BIZ)).toEqual(before);
    const id = token.split(".")[0]!;
    expect((await stack.db.doc(`hours_confirm_links/${id}`).get()).get("usedAt")).toBeNull();
    // The button still works once; afterwards the preview says the link was used.
    expect((await confirm(token)).status).toBe(200);
    const used = await api("/api/owner/confirm-hours/preview", { method: "POST", body: { token } });
    expect(used.status).toBe(410);
    expect(used.body.error.message).toMatch(/already used/);
  });

  test("an expired link is refused and records nothing", async () => {
    const token = await link(-1000);
    const before = await confirmedAt();
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toMatch(/expired/);
    expect(await confirmedAt()).toEqual(before);
  });

  test.each([
    ["a changed signature", (t: string) => `${t.slice(0, -2)}${t.endsWith("AA") ? "BB" : "AA"}`],
    ["a changed id", (t: string) => `x${t.slice(1)}`],
    ["no signature", (t: string) => t.split(".")[0]!],
  ])("a tampered link (%s) is refused and records nothing", async (_label, tamper) => {
    const token = await link(86_400_000);
    const before = await confirmedAt();
    const refused = await confirm(tamper(token));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^This link is not valid\./);
    expect(await confirmedAt()).toEqual(before);
    expect((await confirm(token)).status).toBe(200); // the real link still works
  });
});
