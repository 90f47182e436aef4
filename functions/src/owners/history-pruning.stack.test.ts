/**
 * A listing's history stays bounded (docs/product.md#owners): a live change that adds an entry deletes the oldest
 * beyond the newest HISTORY_KEEP in the same commit, and restoring from a kept entry still works.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { apiAs, signInAsNewAdmin, signInSeeded, type TestSession } from "../../../scripts/test/sessions";
import { HISTORY_KEEP } from "../businesses/history";

const BUSINESS = "lakeside-pho-and-noodle";
const phone = (i: number) => `702-555-${String(1000 + i)}`;

let stack: StackAdmin;
let admin: TestSession;
/** The seeded entries' ids, oldest first. */
let seeded: string[];

beforeAll(async () => {
  stack = adminForTests();
  admin = await signInAsNewAdmin(await signInSeeded("admin"), "history-admin");
  // A full history from before: HISTORY_KEEP changes of the phone, a minute apart, long ago.
  const batch = stack.db.batch();
  seeded = [];
  for (let i = 0; i < HISTORY_KEEP; i++) {
    const ref = stack.db.collection("business_history").doc(`seeded-${String(i).padStart(3, "0")}`);
    seeded.push(ref.id);
    batch.set(ref, {
      businessId: BUSINESS,
      by: "earlier-staff@example.com",
      source: "staff",
      changes: [{ field: "phone", from: phone(i), to: phone(i + 1) }],
      at: Timestamp.fromMillis(Date.UTC(2024, 0, 1) + i * 60_000),
    });
  }
  await batch.commit();
});
afterAll(() => stack.close());

const storedIds = async () =>
  (await stack.db.collection("business_history").where("businessId", "==", BUSINESS).get()).docs.map((d) => d.id);

test("a change to a full history deletes the oldest entry in its commit; restore still works", async () => {
  expect(await storedIds()).toHaveLength(HISTORY_KEEP);
  const live = (await api(`/api/businesses/${BUSINESS}`)).body;

  const saved = await apiAs(admin, "PUT", `/api/admin/businesses/${BUSINESS}`, {
    ...live,
    subcategory: "Noodles, pruned",
  });
  expect(saved.status).toBe(200);
  const afterSave = await storedIds();
  expect(afterSave).toHaveLength(HISTORY_KEEP);
  expect(afterSave).not.toContain(seeded[0]);
  expect(afterSave).toContain(seeded[1]);

  const history = (await apiAs(admin, "GET", `/api/admin/businesses/${BUSINESS}/history`)).body;
  expect(history).toHaveLength(HISTORY_KEEP);
  expect(history[0]).toMatchObject({ source: "staff", by: admin.email });
  expect(history.at(-1).id).toBe(seeded[1]);

  // Restore from a kept entry: the phone as it was before seeded change 50. It too is recorded, and prunes one more.
  const restored = await apiAs(admin, "POST", `/api/admin/businesses/${BUSINESS}/history/${seeded[50]}/restore`, {
    field: "phone",
  });
  expect(restored.status).toBe(200);
  expect(restored.body.phone).toBe(phone(50));
  const afterRestore = await storedIds();
  expect(afterRestore).toHaveLength(HISTORY_KEEP);
  expect(afterRestore).not.toContain(seeded[1]);
  const newest = (await apiAs(admin, "GET", `/api/admin/businesses/${BUSINESS}/history`)).body[0];
  expect(newest).toMatchObject({ source: "restore", changes: [{ field: "phone", to: phone(50) }] });

  // And from the staff save's entry: the subcategory goes back.
  const back = await apiAs(admin, "POST", `/api/admin/businesses/${BUSINESS}/history/${history[0].id}/restore`, {
    field: "subcategory",
  });
  expect(back.status).toBe(200);
  expect(back.body.subcategory).toBe(live.subcategory);
  expect(await storedIds()).toHaveLength(HISTORY_KEEP);

  // A pruned entry is gone: restoring from it is refused and changes nothing.
  const pruned = await apiAs(admin, "POST", `/api/admin/businesses/${BUSINESS}/history/${seeded[0]}/restore`, {
    field: "phone",
  });
  expect(pruned.status).toBe(404);
  expect(pruned.body.error.message).toBe("History entry not found.");
  expect((await api(`/api/businesses/${BUSINESS}`)).body.phone).toBe(phone(50));
});
