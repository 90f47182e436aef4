/** storage.rules against the official Storage emulator (run by `npm run test:rules`). */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { getBytes, ref, uploadBytes } from "firebase/storage";
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

it("anyone may read uploaded images", async () => {
  await assertSucceeds(getBytes(ref(anonymous(), "uploads/existing.png")));
});

it("only admins may upload, and only images under 10 MB", async () => {
  await assertFails(uploadBytes(ref(anonymous(), "uploads/a.png"), png, { contentType: "image/png" }));
  await assertFails(uploadBytes(ref(user(), "uploads/a.png"), png, { contentType: "image/png" }));
  await assertSucceeds(uploadBytes(ref(admin(), "uploads/a.png"), png, { contentType: "image/png" }));
  await assertFails(uploadBytes(ref(admin(), "uploads/a.html"), png, { contentType: "text/html" }));
  await assertFails(
    uploadBytes(ref(admin(), "uploads/big.png"), new Uint8Array(10 * 1024 * 1024 + 1), { contentType: "image/png" }),
  );
});

it("denies everything outside uploads/", async () => {
  await assertFails(uploadBytes(ref(admin(), "private/a.png"), png, { contentType: "image/png" }));
  await assertFails(getBytes(ref(anonymous(), "private/a.png")));
});
