/** GET /api/auth/user and PUT /api/auth/profile for a signed-in person. */
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { asSession, signIn, uniqueAccount, type TestSession } from "../../../scripts/test/sessions";

let stack: StackAdmin;
let me: TestSession;
let other: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  me = await signIn({ ...uniqueAccount("profile"), name: "Sam Sample" });
  other = await signIn(uniqueAccount("profile-other"));
});
afterAll(() => stack.close());

const save = (body: unknown) => api("/api/auth/profile", { method: "PUT", body, headers: asSession(me) });
const stored = async () => (await stack.db.doc(`users/${me.uid}`).get()).data();

test("GET /api/auth/user returns the profile with the role, never cached", async () => {
  const response = await api("/api/auth/user", { headers: asSession(me) });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.body).toMatchObject({
    id: me.uid,
    email: me.email,
    firstName: "Sam",
    lastName: "Sample",
    role: "user",
    timezone: "America/Los_Angeles",
  });
});

test("saving the profile stores it and GET /api/auth/user shows it", async () => {
  const body = { firstName: "  Samantha ", lastName: "Sample", email: me.email, timezone: "Pacific/Honolulu" };
  const response = await save(body);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ firstName: "Samantha", timezone: "Pacific/Honolulu", role: "user" });
  expect((await api("/api/auth/user", { headers: asSession(me) })).body).toMatchObject({
    firstName: "Samantha",
    timezone: "Pacific/Honolulu",
  });
});

test.each([
  ["an unknown time zone", { timezone: "Europe/Paris" }, { timezone: "Choose a time zone" }],
  ["a malformed e-mail", { email: "not-an-email" }, { email: "Enter a valid email address" }],
  ["a missing e-mail", { email: "" }, { email: "Email is required" }],
])("refuses %s and stores nothing", async (_label, change, fields) => {
  const before = await stored();
  const response = await save({
    firstName: "X",
    lastName: "Y",
    email: me.email,
    timezone: "America/Denver",
    ...change,
  });
  expect(response.status).toBe(400);
  expect(response.body.error.fields).toEqual(fields);
  expect(await stored()).toEqual(before);
});

test("refuses an e-mail another account uses, and stores nothing", async () => {
  const before = await stored();
  const response = await save({ firstName: "X", lastName: "Y", email: other.email, timezone: "America/Denver" });
  expect(response.status).toBe(409);
  expect(response.body.error.message).toBe("That email address is used by another account.");
  expect(await stored()).toEqual(before);
});
