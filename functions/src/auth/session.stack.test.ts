/** Sign-in, the session cookie, first-sign-in set-up, the ADMIN_EMAILS bootstrap, and the login/logout navigations. */
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api, stackFetch, stackUrl } from "../../../scripts/test/stack-env";
import {
  asSession,
  googleIdToken,
  postSession,
  refreshIdToken,
  sessionCookieFrom,
  setRoleAs,
  signIn,
  signInSeeded,
  uniqueAccount,
  waitForNextSecond,
  type TestSession,
} from "../../../scripts/test/sessions";

let stack: StackAdmin;
beforeAll(() => (stack = adminForTests()));
afterAll(() => stack.close());

/** Navigations are not followed, so the redirect itself can be checked. */
const navigate = (path: string, headers: Record<string, string> = {}) =>
  stackFetch(path, { redirect: "manual", headers });

describe("POST /api/auth/session", () => {
  it("sets up users/{uid} on the first sign-in and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const account = {
      ...uniqueAccount("first"),
      name: "Grace Brewster Hopper",
      picture: "https://example.com/grace.png",
    };
    const { idToken, uid } = await googleIdToken(account);
    const response = await postSession(idToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ uid, refreshToken: false });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(setCookie).toMatch(/; Max-Age=432000;/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // the local stack is plain http
    expect((await stack.db.doc(`users/${uid}`).get()).data()).toMatchObject({
      email: account.email,
      firstName: "Grace",
      lastName: "Brewster Hopper",
      profileImageUrl: "https://example.com/grace.png",
      role: "user",
      timezone: "America/Los_Angeles",
    });
  });

  it("marks the cookie Secure when the visitor came over https", async () => {
    const { idToken } = await googleIdToken(uniqueAccount("https"));
    const response = await api("/api/auth/session", {
      method: "POST",
      body: { idToken },
      headers: { origin: stackUrl().replace("http:", "https:"), "x-forwarded-proto": "https" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("__session="))).toMatch(/; Secure/);
  });

  it("refuses a token it cannot verify, and a missing one", async () => {
    const forged = await postSession("not-a-token");
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toBe("Your sign-in could not be verified. Please sign in again.");
    expect(sessionCookieFrom(forged.headers)).toBeUndefined();
    const missing = await api("/api/auth/session", { method: "POST", body: {}, headers: asSession(null) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ idToken: "An ID token is required" });
  });

  it("refuses a sign-in older than five minutes", async () => {
    const { uid } = await googleIdToken(uniqueAccount("stale"));
    // The Auth emulator does not check signatures, so a token with an old auth_time can be written here.
    const now = Math.floor(Date.now() / 1000);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
    const payload = { iss: `https://securetoken.google.com/demo-boulder-city`, aud: "demo-boulder-city" };
    const token = `${encode({ alg: "none", typ: "JWT" })}.${encode({
      ...payload,
      sub: uid,
      user_id: uid,
      auth_time: now - 6 * 60,
      iat: now,
      exp: now + 3600,
      firebase: { sign_in_provider: "google.com", identities: {} },
    })}.`;
    const response = await postSession(token);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe("Your sign-in is too old. Please sign in again.");
  });

  it("makes an ADMIN_EMAILS address admin on its first sign-in only, through a refreshed token", async () => {
    // functions/.env.local lists owner@example.com for the local stack.
    const account = { email: "owner@example.com", sub: "google-owner-bootstrap", name: "Olive Owner" };
    const first = await googleIdToken(account);
    const response = await postSession(first.idToken);
    expect(response.body).toEqual({ uid: first.uid, refreshToken: true });
    const again = await postSession(await refreshIdToken(first.refreshToken));
    expect(again.body).toEqual({ uid: first.uid, refreshToken: false });
    const owner = { cookie: sessionCookieFrom(again.headers)!, uid: first.uid, email: account.email, account };
    expect((await api("/api/admin/users", { headers: asSession(owner) })).status).toBe(200);
    expect((await stack.db.doc(`users/${first.uid}`).get()).get("role")).toBe("admin");

    // A later demotion sticks: signing in again does not re-grant the role.
    const seededAdmin = await signInSeeded("admin");
    await waitForNextSecond(owner);
    expect((await setRoleAs(seededAdmin, first.uid, "user")).status).toBe(200);
    const later = await signIn(account);
    expect((await api("/api/auth/user", { headers: asSession(later) })).body.role).toBe("user");
  });
});

describe("GET /api/login", () => {
  it.each([
    ["the page the visitor came from", "/api/login", { referer: "/events?x=1" }, "/events?x=1"],
    ["an explicit returnTo", "/api/login?returnTo=%2Fadmin", {}, "/admin"],
    ["home for another site's Referer", "/api/login", { referer: "https://evil.example/x" }, "/"],
    ["home for a protocol-relative returnTo", "/api/login?returnTo=%2F%2Fevil.example", {}, "/"],
    ["home for an absolute returnTo", "/api/login?returnTo=https%3A%2F%2Fevil.example", {}, "/"],
    ["home for a backslash trick", "/api/login?returnTo=%2F%5Cevil.example", {}, "/"],
    ["home for a dot-segment that resolves to another host", "/api/login?returnTo=%2F.%2F%2Fevil.example", {}, "/"],
    ["home for an encoded dot-segment", "/api/login?returnTo=%2F%252e%2F%2Fevil.example", {}, "/"],
    ["home for a dot-segment and a backslash", "/api/login?returnTo=%2F.%2F%5Cevil.example", {}, "/"],
  ])("sends the visitor to the sign-in page, returning to %s", async (_label, path, headers, returnTo) => {
    const referer = (headers as { referer?: string }).referer;
    const sent = referer?.startsWith("/") ? { referer: stackUrl() + referer } : headers;
    const response = await navigate(path, sent as Record<string, string>);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });
});

describe("logout", () => {
  /** A form post from the site's own pages, as the user menu sends it. */
  const logout = (headers: Record<string, string>) =>
    stackFetch("/api/logout", { method: "POST", redirect: "manual", headers });
  const stillSignedIn = async (session: TestSession) =>
    (await api("/api/auth/user", { headers: asSession(session) })).status === 200;

  it("POST /api/logout from the site clears the cookie, revokes the session and goes home", async () => {
    const session = await signIn(uniqueAccount("logout"));
    await waitForNextSecond(session);
    const response = await logout({ cookie: session.cookie, origin: stackUrl() });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().join()).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await stillSignedIn(session)).toBe(false);
  });

  it("still goes home without a session", async () => {
    const response = await logout({ origin: stackUrl() });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  it("a GET (a link, an image, a cross-site navigation) signs nobody out", async () => {
    const session = await signIn(uniqueAccount("logout-get"));
    await waitForNextSecond(session);
    for (const path of ["/api/logout", "/images/../api/logout"]) {
      const response = await navigate(path, { cookie: session.cookie, referer: "https://evil.example/" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(((await response.json()) as { error: unknown }).error).toEqual({
        code: "method_not_allowed",
        message: "Use the Logout item in the user menu to sign out.",
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await stillSignedIn(session)).toBe(true);
  });

  it("a post from another site is refused, and the session goes on", async () => {
    const session = await signIn(uniqueAccount("logout-csrf"));
    await waitForNextSecond(session);
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { referer: "https://evil.example/x" },
      {},
    ];
    for (const headers of foreign) {
      const response = await logout({ cookie: session.cookie, ...headers });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("forbidden");
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await stillSignedIn(session)).toBe(true);
  });
});

test("GET /api/config takes the auth domain from the configured site URL, never from the request's host", async () => {
  // The answer is cached publicly: a forged host must not reach other visitors through a shared cache.
  const forged = await api("/api/config", { headers: { "x-forwarded-host": "evil.example", host: "evil.example" } });
  expect(forged.status).toBe(200);
  expect(forged.body.firebase.authDomain).toBe(new URL(stackUrl()).host);
});

test("GET /api/config gives the browser its Firebase config, App Check's debug provider and the Auth emulator's address", async () => {
  const emulatorHost = (JSON.parse(process.env.STACK_ADMIN_ENV!) as Record<string, string>).FIREBASE_AUTH_EMULATOR_HOST;
  const response = await api("/api/config");
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    firebase: {
      apiKey: expect.any(String),
      authDomain: expect.any(String),
      projectId: "demo-boulder-city",
      appId: expect.stringMatching(/^1:\d+:web:/),
    },
    appCheck: { provider: "debug" },
    authHosts: expect.any(Array),
    authEmulatorUrl: `http://${emulatorHost}`,
  });
});

test("GET /api/config lists every host that serves the site's sign-in, so each signs in through itself", async () => {
  const forged = await api("/api/config", { headers: { "x-forwarded-host": "evil.example", host: "evil.example" } });
  expect(forged.body.authHosts).toEqual([
    new URL(stackUrl()).host,
    "demo-boulder-city.web.app",
    "demo-boulder-city.firebaseapp.com",
  ]);
});
