/**
 * Who may call what: every admin and auth endpoint × {anonymous, user, admin, admin demoted mid-session},
 * with nothing changed on a refusal. Runs against the real local stack (emulators).
 */
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import {
  asSession,
  sessionsFor,
  setRoleAs,
  signIn,
  signInAsNewAdmin,
  uniqueAccount,
  waitForNextSecond,
  type TestSession,
} from "../../../scripts/test/sessions";
import { adminEndpoints, cleanUpAdminFixtures, type Endpoint } from "../../../scripts/test/admin-endpoints";

type Who = "anonymous" | "user" | "admin" | "demoted admin";

const REFUSED: Record<Exclude<Who, "admin">, number> = {
  anonymous: 401,
  user: 403,
  // The demotion revoked the session itself, so the old cookie no longer signs anyone in.
  "demoted admin": 401,
};

let stack: StackAdmin;
let admin: TestSession;
let user: TestSession;
let demoted: TestSession;
let bystander: TestSession;
const sessions = (): Record<Who, TestSession | null> => ({ anonymous: null, user, admin, "demoted admin": demoted });

beforeAll(async () => {
  stack = adminForTests();
  ({ admin, user, bystander } = await sessionsFor("matrix", ["user", "bystander"]));
  demoted = await signInAsNewAdmin(admin, "matrix-demoted");
  // The demoted admin could use the admin API until the demotion...
  expect((await api("/api/admin/users", { headers: asSession(demoted) })).status).toBe(200);
  await waitForNextSecond(demoted);
  expect((await setRoleAs(admin, demoted.uid, "user")).status).toBe(200);
});

afterAll(async () => {
  await cleanUpAdminFixtures(stack);
  await stack.close();
});

/** The auth endpoints: any signed-in person may use them; the anonymous and the revoked may not. */
const authEndpoints: Endpoint[] = [
  { name: "GET /api/auth/user", prepare: async () => ({ method: "GET", path: "/api/auth/user" }), adminStatus: 200 },
  {
    name: "PUT /api/auth/profile",
    prepare: async (who) => ({
      method: "PUT",
      path: "/api/auth/profile",
      body: { firstName: "Changed", lastName: "Name", email: who.email, timezone: "America/Denver" },
      state: async () => (await stack.db.doc(`users/${who.uid}`).get()).data(),
    }),
    adminStatus: 200,
  },
];
const endpoints = [...authEndpoints, ...adminEndpoints(() => stack)];

describe.each(endpoints)("$name", (endpoint) => {
  const isAuthEndpoint = authEndpoints.includes(endpoint);
  const refused = (Object.keys(REFUSED) as Exclude<Who, "admin">[]).filter(
    (who) => !(isAuthEndpoint && who === "user"),
  );

  it.each(refused)("refuses the %s and changes nothing", async (who) => {
    const session = sessions()[who];
    // The anonymous caller aims at someone else's data (the bystander's profile).
    const call = await endpoint.prepare(session ?? bystander);
    const before = await call.state?.();
    const response = await api(call.path, { method: call.method, body: call.body, headers: asSession(session) });
    expect(response.status).toBe(REFUSED[who]);
    expect(response.body.error.message).toBe(who === "user" ? "Admin access required." : "Unauthorized");
    if (call.state) expect(await call.state()).toEqual(before);
  });

  it("lets an admin through", async () => {
    const call = await endpoint.prepare(admin);
    const response = await api(call.path, { method: call.method, body: call.body, headers: asSession(admin) });
    expect(response.status).toBe(endpoint.adminStatus);
  });
});

test("a plain user may read and save their own account", async () => {
  expect((await api("/api/auth/user", { headers: asSession(user) })).body).toMatchObject({
    id: user.uid,
    role: "user",
  });
  const saved = await api("/api/auth/profile", {
    method: "PUT",
    body: { firstName: "Pat", lastName: "Plain", email: user.email, timezone: "America/Chicago" },
    headers: asSession(user),
  });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ firstName: "Pat", timezone: "America/Chicago", role: "user" });
});

test("the demoted admin signs in again as a plain user and is refused the admin API", async () => {
  const again = await signIn(demoted.account);
  expect((await api("/api/auth/user", { headers: asSession(again) })).body.role).toBe("user");
  expect((await api("/api/admin/users", { headers: asSession(again) })).status).toBe(403);
});

test("a promotion takes effect on the next sign-in, and ends the sessions from before it", async () => {
  const account = uniqueAccount("promoted");
  const before = await signIn(account);
  expect((await api("/api/admin/users", { headers: asSession(before) })).status).toBe(403);
  await waitForNextSecond(before);
  expect((await setRoleAs(admin, before.uid, "admin")).status).toBe(200);
  expect((await api("/api/auth/user", { headers: asSession(before) })).status).toBe(401);
  const after = await signIn(account);
  expect((await api("/api/admin/users", { headers: asSession(after) })).status).toBe(200);
  expect((await stack.db.doc(`users/${after.uid}`).get()).get("role")).toBe("admin");
  expect((await stack.auth.getUser(after.uid)).customClaims?.admin).toBe(true);
});

describe("CSRF: cookie-authenticated writes must come from the site itself", () => {
  const eventsTitled = async (title: string) =>
    (await stack.db.collection("events").where("title", "==", title).count().get()).data().count;
  const post = (title: string, headers: Record<string, string>) =>
    api("/api/admin/events", {
      method: "POST",
      body: { title, description: "<p>CSRF check</p>", date: "2030-05-01" },
      headers: { cookie: admin.cookie, ...headers },
    });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a foreign Referer and no Origin", { referer: "https://evil.example/page" }],
    ["neither Origin nor Referer", {}],
  ])("refuses a write with %s and stores nothing", async (_label, headers) => {
    const title = `CSRF refused ${Math.random()}`;
    const response = await post(title, headers);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("forbidden");
    expect(response.body.error.message).toMatch(/refused/);
    expect(await eventsTitled(title)).toBe(0);
  });

  it("accepts the site's own Referer when the browser sends no Origin", async () => {
    const title = `CSRF allowed ${Math.random()}`;
    const response = await post(title, { referer: `${asSession(null).origin}/admin` });
    expect(response.status).toBe(201);
    await api(`/api/admin/events/${response.body.id}`, { method: "DELETE", headers: asSession(admin) });
  });

  it("refuses a sign-in posted from another site, without setting a cookie", async () => {
    const response = await api("/api/auth/session", {
      method: "POST",
      body: { idToken: "anything" },
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

test("an admin cannot remove the last admin", async () => {
  const adminsBefore = (await stack.db.collection("users").where("role", "==", "admin").get()).docs.map((d) => d.id);
  const others = adminsBefore.filter((uid) => uid !== admin.uid);
  try {
    for (const uid of others) expect((await setRoleAs(admin, uid, "user")).status).toBe(200);
    const refused = await setRoleAs(admin, admin.uid, "user");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: "conflict",
      message: "You can't remove the last admin. Make another user an admin first.",
    });
    // Nothing changed: still admin in the claim and the mirror, and the session still works.
    expect((await stack.auth.getUser(admin.uid)).customClaims?.admin).toBe(true);
    expect((await stack.db.doc(`users/${admin.uid}`).get()).get("role")).toBe("admin");
    expect((await api("/api/admin/users", { headers: asSession(admin) })).status).toBe(200);
  } finally {
    for (const uid of others) await setRoleAs(admin, uid, "admin");
  }
  const adminsAfter = (await stack.db.collection("users").where("role", "==", "admin").get()).docs.map((d) => d.id);
  expect(adminsAfter.sort()).toEqual(adminsBefore.sort());
});
