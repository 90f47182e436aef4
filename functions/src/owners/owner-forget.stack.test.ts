/**
 * A privacy request against an owner (issue 33), on the real local stack: "Delete their data" also removes the
 * person's ownerships, reminder links (and queued reminders), claims and listing changes with their inbox items,
 * and blanks their address in listing histories, and stops the calendar they import from, while another owner of the
 * same listing keeps everything.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { makeOwner } from "../../../scripts/test/owners";
import { countStored } from "../../../scripts/test/stored";
import { apiAs, sessionsFor, signIn, uniqueAccount, type TestSession } from "../../../scripts/test/sessions";
import { REMOVED_PERSON } from "./forget";
import { signLinkIdWith } from "./links";

const OWNED = "cafe-mariposa";
const CLAIMED = "trattoria-nevada";

let stack: StackAdmin;
let admin: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin } = await sessionsFor("owner-forget"));
});
afterAll(() => stack.close());

const claim = { name: "Fern Forget", role: "Owner", contact: "702-555-0142" };

async function revise(who: TestSession, phone: string): Promise<string> {
  const base = (await apiAs(who, "GET", `/api/owner/businesses/${OWNED}`)).body.business.updatedAt as string;
  const sent = await apiAs(who, "POST", `/api/owner/businesses/${OWNED}/revisions`, { base, changes: { phone } });
  expect(sent.status).toBe(201);
  return sent.body.id as string;
}

async function link(who: TestSession): Promise<string> {
  const id = `forget${Math.random().toString(36).slice(2, 14)}`;
  await stack.db.doc(`hours_confirm_links/${id}`).set({
    businessId: OWNED,
    uid: who.uid,
    email: who.email,
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    usedAt: null,
  });
  return id;
}

test("deletes the person's ownerships, links, claims and changes, and blanks them in the history", async () => {
  const who = await signIn(uniqueAccount("forget-me"));
  const other = await signIn(uniqueAccount("keep-me"));
  await makeOwner(admin, who, OWNED, claim);
  await makeOwner(admin, other, OWNED, claim);
  const approved = await revise(who, "702-555-0101");
  expect((await apiAs(admin, "PUT", `/api/admin/inbox/${approved}/revision/approve`)).status).toBe(200);
  const pending = await revise(who, "702-555-0102");
  const pendingClaim = (await apiAs(who, "POST", `/api/businesses/${CLAIMED}/claim`, claim)).body.id as string;
  const used = await link(who);
  const token = signLinkIdWith("local-emulators-only", used);
  expect((await api("/api/owner/confirm-hours", { method: "POST", body: { token } })).status).toBe(200);
  const unused = await link(who);
  await stack.db.doc(`mail_outbox/reminder-${unused}`).set({ kind: "hours_reminder", linkId: unused, state: "sent" });
  const othersLink = await link(other);
  // docs/product.md#importing-calendars: the calendar they added for the business stops with their data.
  const calendar = await apiAs(who, "PUT", `/api/owner/businesses/${OWNED}/calendar`, {
    address: "https://calendar.example/fern.ics",
  });
  expect(calendar.status).toBe(200);

  const response = await apiAs(admin, "POST", "/api/admin/inbox/delete-person", { email: who.email.toUpperCase() });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ deleted: 4 }); // two claims, two listing changes

  for (const collection of ["business_owners", "hours_confirm_links", "business_claims", "business_revisions"]) {
    expect(`${collection}: ${await countStored(stack.db, collection, { uid: who.uid })}`).toBe(`${collection}: 0`);
  }
  for (const id of [approved, pending, pendingClaim])
    expect((await stack.db.doc(`inbox/${id}`).get()).exists).toBe(false);
  expect((await stack.db.doc(`mail_outbox/reminder-${unused}`).get()).exists).toBe(false);
  expect(await countStored(stack.db, "calendar-sources", { ownerUid: who.uid })).toBe(0);

  const history = (await apiAs(admin, "GET", `/api/admin/businesses/${OWNED}/history`)).body as { by: string }[];
  expect(history.map((e) => e.by).filter((by) => by.toLowerCase().includes(who.email))).toEqual([]);
  expect(history.map((e) => e.by)).toEqual(
    expect.arrayContaining([REMOVED_PERSON, `${REMOVED_PERSON} (approved by ${admin.email})`]),
  );

  // They own nothing now; the other owner keeps their ownership and link.
  expect((await apiAs(who, "GET", "/api/owner/businesses")).body).toEqual([]);
  expect((await apiAs(who, "GET", `/api/owner/businesses/${OWNED}`)).status).toBe(403);
  expect(await countStored(stack.db, "business_owners", { uid: other.uid })).toBe(1);
  expect((await stack.db.doc(`hours_confirm_links/${othersLink}`).get()).exists).toBe(true);
  expect((await apiAs(other, "GET", `/api/owner/businesses/${OWNED}`)).status).toBe(200);
});
