/** firestore.rules against the official Firestore emulator (run by `npm run test:rules`). */
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc, deleteDoc, updateDoc } from "firebase/firestore";
import { readFileSync } from "node:fs";
import path from "node:path";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: "demo-boulder-city-rules",
    firestore: { rules: readFileSync(path.join(__dirname, "..", "..", "firestore.rules"), "utf8") },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), "businesses/b1"), { name: "Shop", category: "shopping" });
    await setDoc(doc(ctx.firestore(), "events/e1"), { title: "Parade" });
    await setDoc(doc(ctx.firestore(), "bingo-squares/s1"), { title: "Boulder Theatre", order: 1 });
    await setDoc(doc(ctx.firestore(), "users/u1"), { role: "user" });
    await setDoc(doc(ctx.firestore(), "contact_submissions/c1"), { message: "hi" });
  });
});

afterAll(() => env.cleanup());

const anonymous = () => env.unauthenticatedContext().firestore();
const user = () => env.authenticatedContext("u1", {}).firestore();
const admin = () => env.authenticatedContext("a1", { admin: true }).firestore();

describe.each(["businesses/b1", "events/e1", "bingo-squares/s1"])("%s", (path) => {
  it("nobody may read directly (pages and the API read through the function's caches)", async () => {
    for (const db of [anonymous(), user(), admin()]) await assertFails(getDoc(doc(db, path)));
  });

  it("nobody may write directly, admins included (the API's schemas, sanitiser and cache refresh would be skipped)", async () => {
    for (const db of [anonymous(), user(), admin()]) {
      await assertFails(setDoc(doc(db, path), { name: "x" }));
      await assertFails(setDoc(doc(db, path), { name: "x" }, { merge: true }));
      await assertFails(updateDoc(doc(db, path), { name: "x" }));
      await assertFails(deleteDoc(doc(db, path)));
    }
    const collection = path.split("/")[0]!;
    await assertFails(setDoc(doc(admin(), `${collection}/new-by-admin`), { name: "x" }));
  });
});

describe.each([
  "users/u1",
  "contact_submissions/c1",
  "volunteer_submissions/v1",
  "uploads/x1",
  "rate_limits/r1",
  "_meta/cache",
])("%s", (path) => {
  it("is closed to everyone, admins included", async () => {
    await assertFails(getDoc(doc(anonymous(), path)));
    await assertFails(getDoc(doc(user(), path)));
    await assertFails(getDoc(doc(admin(), path)));
    await assertFails(setDoc(doc(admin(), path), { x: 1 }));
  });
});
