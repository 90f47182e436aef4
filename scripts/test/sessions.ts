/**
 * Signed-in sessions for stack tests: a Google sign-in through the Auth emulator's REST API
 * (accounts:signInWithIdp with a fake Google id_token), then POST /api/auth/session for the `__session` cookie.
 */
import { namespaceUsers } from "./namespace";
import { api, stackUrl, testNamespace, type ClockOption } from "./stack-env";

export interface TestSession {
  uid: string;
  email: string;
  /** Signs the same account in again. */
  account: GoogleAccount;
  /** The Cookie header value, e.g. "__session=…". */
  cookie: string;
}

export interface GoogleAccount {
  email: string;
  name?: string;
  /** The Google account id; the same sub signs in the same account again. */
  sub?: string;
  picture?: string;
}

function authEmulatorHost(): string {
  const env = JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}") as Record<string, string>;
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("STACK_ADMIN_ENV has no FIREBASE_AUTH_EMULATOR_HOST: run through the stack jest project");
  return host;
}

/** Signs in with Google in the Auth emulator and returns a fresh ID token. */
export async function googleIdToken(
  account: GoogleAccount,
): Promise<{ idToken: string; uid: string; refreshToken: string }> {
  const claims = {
    sub: account.sub ?? `google-${account.email}`,
    email: account.email,
    email_verified: true,
    name: account.name ?? "Test Person",
    ...(account.picture ? { picture: account.picture } : {}),
  };
  const response = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: "http://localhost",
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  const body = (await response.json()) as {
    idToken?: string;
    localId?: string;
    refreshToken?: string;
    error?: { message: string };
  };
  if (!response.ok || !body.idToken || !body.localId || !body.refreshToken) {
    throw new Error(`signInWithIdp failed: ${body.error?.message ?? response.status}`);
  }
  return { idToken: body.idToken, uid: body.localId, refreshToken: body.refreshToken };
}

/** A new ID token for the same sign-in (what the web SDK's getIdToken(true) does); it carries the current claims. */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const response = await fetch(`http://${authEmulatorHost()}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
  });
  const body = (await response.json()) as { id_token?: string; error?: { message: string } };
  if (!response.ok || !body.id_token)
    throw new Error(`token refresh failed: ${body.error?.message ?? response.status}`);
  return body.id_token;
}

/** The `__session=…` pair from a Set-Cookie header. */
export function sessionCookieFrom(headers: Headers): string | undefined {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    if (pair.startsWith("__session=") && pair.length > "__session=".length) return pair;
  }
  return undefined;
}

/** Posts an ID token to /api/auth/session as the site's own pages do. */
export async function postSession(idToken: string) {
  return api("/api/auth/session", { method: "POST", body: { idToken }, headers: { origin: stackUrl() } });
}

/** A signed-in session for any Google account (created on first use). */
export async function signIn(account: GoogleAccount): Promise<TestSession> {
  const { idToken, uid } = await googleIdToken(account);
  const response = await postSession(idToken);
  const cookie = sessionCookieFrom(response.headers);
  if (response.status !== 200 || !cookie) {
    throw new Error(`POST /api/auth/session answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return { uid, email: account.email, account, cookie };
}

/** This test file's own seeded admin or plain user (see namespace.ts), as a Google account. */
export function seededAccount(role: "admin" | "user"): GoogleAccount {
  const seeded = namespaceUsers(testNamespace()).find((u) => u.role === role)!;
  return { email: seeded.email, sub: `google-${seeded.uid}`, name: `${seeded.firstName} ${seeded.lastName}` };
}

/** A session for this test file's own seeded admin or plain user. */
export function signInSeeded(role: "admin" | "user"): Promise<TestSession> {
  return signIn(seededAccount(role));
}

/** Headers for a request made from the site's own pages with this session. */
export function asSession(session: TestSession | null): Record<string, string> {
  return session ? { cookie: session.cookie, origin: stackUrl() } : { origin: stackUrl() };
}

/**
 * A JSON request to the stack as `who` (null: signed out), made from the site's own pages, at the file's clock
 * unless `options.clock` says otherwise.
 */
export function apiAs(
  who: TestSession | null,
  method: string,
  path: string,
  body?: unknown,
  options: { clock?: ClockOption } = {},
) {
  return api(path, { method, body, headers: asSession(who), clock: options.clock });
}

let accounts = 0;

/** A Google account no other test uses (the Auth emulator is shared by every test file). */
export function uniqueAccount(label: string): GoogleAccount {
  const id = `${label}-${++accounts}-${testNamespace()}`;
  return { email: `${id}@example.com`, name: `Test ${label}`, sub: `google-${id}` };
}

/** Sets a role through the API as an admin would (PUT /api/admin/users/{id}/role). */
export async function setRoleAs(by: TestSession, uid: string, role: "admin" | "user") {
  return api(`/api/admin/users/${uid}/role`, { method: "PUT", body: { role }, headers: asSession(by) });
}

/**
 * A new account made admin by `by`, signed in again afterwards: the role change revokes the account's
 * sessions, and only a sign-in after it carries the claim.
 */
export async function signInAsNewAdmin(by: TestSession, label = "admin"): Promise<TestSession> {
  const account = uniqueAccount(label);
  const first = await signIn(account);
  const promoted = await setRoleAs(by, first.uid, "admin");
  if (promoted.status !== 200) throw new Error(`promoting a test admin answered ${promoted.status}`);
  return signIn(account);
}

/**
 * The sessions an API test file starts from, signed in side by side: `admin`, an admin of its own made by the file's
 * seeded admin (labelled `<prefix>-admin`), and one plain signed-in account per name in `users`, each new to the
 * Auth emulator (labelled `<prefix>-<name>`, spaces as dashes).
 */
export async function sessionsFor<const Name extends string = never>(
  prefix: string,
  users: readonly Name[] = [],
): Promise<{ admin: TestSession } & Record<Name, TestSession>> {
  const [admin, ...signedIn] = await Promise.all([
    signInSeeded("admin").then((seeded) => signInAsNewAdmin(seeded, `${prefix}-admin`)),
    ...users.map((name) => signIn(uniqueAccount(`${prefix}-${name.replace(/ /g, "-")}`))),
  ]);
  return Object.assign({ admin: admin! }, Object.fromEntries(users.map((name, i) => [name, signedIn[i]!]))) as {
    admin: TestSession;
  } & Record<Name, TestSession>;
}

/** The sign-in time (auth_time, whole seconds) a session cookie carries. */
export function authTime(session: TestSession): number {
  const payload = session.cookie.slice("__session=".length).split(".")[1]!;
  return (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { auth_time: number }).auth_time;
}

/**
 * Firebase compares revocation and sign-in times in whole seconds, so a session revoked within the second it
 * was made still counts as valid. Tests that revoke a session wait for the next second first.
 */
export async function waitForNextSecond(session: TestSession): Promise<void> {
  while (Math.floor(Date.now() / 1000) <= authTime(session)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The cookies a browser holds after signing in: the HttpOnly session and its readable signed-in hint. */
export function browserSessionCookies(session: TestSession, url: string) {
  return [
    { name: "__session", value: session.cookie.slice("__session=".length), url, httpOnly: true },
    { name: "signed_in", value: "1", url },
  ];
}
