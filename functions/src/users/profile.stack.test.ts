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
  [
    "a name with a line break",
    { firstName: "Sam\r\nMETHOD:CANCEL" },
    { firstName: "First name can't contain line breaks or control characters" },
  ],
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

describe("the e-mail is the verified sign-in address, never one typed into the form", () => {
  it.each([
    ["a staff address", "director@bouldercitymainstreet.example"],
    ["another account's address", () => other.email],
    ["a malformed one", "not-an-email"],
    ["none at all", undefined],
  ])("a save with %s keeps the verified e-mail, and says nothing about other accounts", async (_label, email) => {
    const typed = typeof email === "function" ? email() : email;
    const response = await save({ firstName: "Sam", lastName: "Sample", email: typed, timezone: "America/Denver" });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(me.email);
    expect((await stored())?.email).toBe(me.email);
  });

  it("shows and stores the verified e-mail even where an older save stored another", async () => {
    await stack.db.doc(`users/${me.uid}`).update({ email: "squatted@example.com" });
    expect((await api("/api/auth/user", { headers: asSession(me) })).body.email).toBe(me.email);
    // A new sign-in puts the verified address back, so the admins' Users tab shows it too.
    await signIn(me.account);
    expect((await stored())?.email).toBe(me.email);
  });
});
