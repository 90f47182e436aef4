/** storage.rules against the official Storage emulator (run by `npm run test:rules`). */
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteObject, getBytes, ref, uploadBytes } from "firebase/storage";
import { readFileSync } from "node:fs";
import path from "node:path";

let env: RulesTestEnvironment;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: "demo-boulder-city-rules",
    storage: { rules: readFileSync(path.join(__dirname, "..", "..", "storage.rules"), "utf8") },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(ctx.storage(), "uploads/existing.png"), png, { contentType: "image/png" });
  });
});

afterAll(() => env.cleanup());

const anonymous = () => env.unauthenticatedContext().storage();
const user = () => env.authenticatedContext("u1", {}).storage();
const admin = () => env.authenticatedContext("a1", { admin: true }).storage();

it("nobody may read images directly (the site serves them through /objects/, on the CDN)", async () => {
  for (const storage of [anonymous(), user(), admin()]) {
    await assertFails(getBytes(ref(storage, "uploads/existing.png")));
  }
});

it("nobody may upload, replace or delete directly, admins included (the API checks every file's content)", async () => {
  for (const storage of [anonymous(), user(), admin()]) {
    await assertFails(uploadBytes(ref(storage, "uploads/a.png"), png, { contentType: "image/png" }));
    await assertFails(uploadBytes(ref(storage, "uploads/existing.png"), png, { contentType: "image/png" }));
    await assertFails(deleteObject(ref(storage, "uploads/existing.png")));
    await assertFails(uploadBytes(ref(storage, "pending/a"), png, { contentType: "image/png" }));
  }
});

it("denies everything outside uploads/ (pending uploads awaiting their check included)", async () => {
  await assertFails(uploadBytes(ref(admin(), "private/a.png"), png, { contentType: "image/png" }));
  await assertFails(getBytes(ref(anonymous(), "private/a.png")));
});
