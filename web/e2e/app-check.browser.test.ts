/**
 * App Check enforced, on a stack of its own (the shared one runs without it, as `npm start` does). There is no App
 * Check emulator, so this test plays Google's part: it makes a key pair, serves the public key as the JWKS the
 * emulated function verifies against (APP_CHECK_EMULATOR_JWKS_URL, honoured only on the emulators), and answers
 * the browser SDK's debug-token exchange with a token signed by it. Everything else is real: the web app's lazy App
 * Check with Firebase's debug provider, the header on the form post and admin writes, and the API's refusals.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from "jose";
import type { Browser, Request } from "playwright-core";
import { APP_CHECK_HEADER } from "@main-street/domain/app-check";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { adminForTests, api, testNamespace } from "../../scripts/test/stack-env";
import { seedNamespace } from "../../scripts/test/namespace";
import { asSession, signInSeeded, type TestSession } from "../../scripts/test/sessions";
import type { StackAdmin } from "../../scripts/stack/admin";
import { startStack, type Stack } from "../../scripts/stack/stack";
import { DESKTOP, closePage, openPage } from "./public-site-helpers";

const PROJECT_NUMBER = "123456789012";
const APP_ID = `1:${PROJECT_NUMBER}:web:0123456789abcdef`;
const KEY_ID = "test-key";

let jwksServer: Server;
let signingKey: KeyLike;
let otherKey: KeyLike;
let stack: Stack;
let admin: StackAdmin;
let adminSession: TestSession;
let browser: Browser;
const savedEnv = { STACK_URL: process.env.STACK_URL, STACK_ADMIN_ENV: process.env.STACK_ADMIN_ENV };

/** An App Check token shaped as Google issues them, signed by `key`. */
function appCheckToken(
  options: { key?: KeyLike; project?: string; expiresAt?: number; issuer?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: KEY_ID })
    .setIssuer(options.issuer ?? `https://firebaseappcheck.googleapis.com/${PROJECT_NUMBER}`)
    .setAudience([`projects/${PROJECT_NUMBER}`, `projects/${options.project ?? stack.projectId}`])
    .setSubject(APP_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  signingKey = pair.privateKey;
  ({ privateKey: otherKey } = await generateKeyPair("RS256"));
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" };
  jwksServer = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;

  stack = await startStack({
    functionEnv: {
      APP_CHECK_ENFORCE: "true",
      APP_CHECK_EMULATOR_JWKS_URL: jwksUrl,
      WEB_APP_ID: APP_ID,
      TRUSTED_PROXY_HOPS: "1",
    },
  });
  // The session helpers and page helpers talk to "the stack": point them at this one until afterAll.
  process.env.STACK_URL = stack.url;
  process.env.STACK_ADMIN_ENV = JSON.stringify(stack.adminEnv);
  // This file's namespace (seeded on the shared stack by the setup file) gets its data and accounts here too.
  await seedNamespace(testNamespace());
  admin = adminForTests();
  adminSession = await signInSeeded("admin");
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await admin?.close();
  await stack?.stop();
  await new Promise((resolve) => jwksServer?.close(resolve));
  Object.assign(process.env, savedEnv);
}, 60_000);

let clients = 0;
const contact = (marker: string) => ({
  firstName: "App",
  lastName: "Check",
  email: `${marker}@example.com`,
  inquiryType: "other",
  message: marker,
});

async function postContact(marker: string, headers: Record<string, string> = {}) {
  // A distinct client address each time, so the rate limit never answers first.
  const forwardedFor = `198.51.100.${++clients}`;
  return api("/api/contact", {
    method: "POST",
    body: contact(marker),
    headers: { "x-forwarded-for": forwardedFor, ...headers },
  });
}

async function storedWith(marker: string): Promise<number> {
  return (await admin.db.collection("contact_submissions").where("message", "==", marker).count().get()).data().count;
}

describe("the API with App Check enforced", () => {
  it.each([
    ["no token", async () => undefined],
    ["a token that is not a JWT", async () => "not-a-token"],
    ["a token signed by another key", () => appCheckToken({ key: otherKey })],
    ["an expired token", () => appCheckToken({ expiresAt: Math.floor(Date.now() / 1000) - 60 })],
    ["a token for another project", () => appCheckToken({ project: "someone-elses-project" })],
    ["a token from another issuer", () => appCheckToken({ issuer: "https://example.com/issuer" })],
  ])("refuses a form post with %s, storing nothing", async (label, token) => {
    const marker = `refused-${label.replace(/\W+/g, "-")}-${Date.now()}`;
    const value = await token();
    const response = await postContact(marker, value ? { [APP_CHECK_HEADER]: value } : {});
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({
      code: "unauthenticated",
      message: "We couldn't confirm this form was sent from our website. Please reload the page and try again.",
    });
    expect(await storedWith(marker)).toBe(0);
  });

  it("accepts a form post with a valid token", async () => {
    const marker = `accepted-${Date.now()}`;
    const response = await postContact(marker, { [APP_CHECK_HEADER]: await appCheckToken() });
    expect(response.status).toBe(201);
    expect(await storedWith(marker)).toBe(1);
  });

  it("refuses an admin write without a token even with an admin session, and lets reads through", async () => {
    const withoutToken = await api("/api/admin/events", { method: "POST", body: {}, headers: asSession(adminSession) });
    expect(withoutToken.status).toBe(401);
    const upload = await api("/api/objects/upload", { method: "POST", headers: asSession(adminSession) });
    expect(upload.status).toBe(401);
    // Past App Check, the same empty body reaches validation.
    const withToken = await api("/api/admin/events", {
      method: "POST",
      body: {},
      headers: { ...asSession(adminSession), [APP_CHECK_HEADER]: await appCheckToken() },
    });
    expect(withToken.status).toBe(400);
    expect((await api("/api/admin/users", { headers: asSession(adminSession) })).status).toBe(200);
  });
});

describe("the contact form with App Check enforced", () => {
  const exchange = /^https:\/\/content-firebaseappcheck\.googleapis\.com\//;
  const field = (label: string) => new RegExp(`^${label}`);

  async function fillAndSend(marker: string, routeExchange: boolean) {
    const page = await openPage(browser, "/contact", DESKTOP);
    const exchanges: string[] = [];
    let posted: Request | undefined;
    await page.context().route(exchange, async (route) => {
      const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
      exchanges.push(route.request().url());
      if (!routeExchange) return route.abort();
      // The debug provider's exchange, answered as App Check's API does.
      const body = JSON.stringify({ token: await appCheckToken(), ttl: "3600s" });
      await route.fulfill({ contentType: "application/json", headers: cors, body });
    });
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/contact") && (posted = r));
    await page.getByRole("textbox", { name: field("First Name") }).fill("App");
    await page.getByRole("textbox", { name: field("Last Name") }).fill("Check");
    await page.getByRole("textbox", { name: field("Email") }).fill(`${marker}@example.com`);
    await page.getByLabel("Inquiry Type").selectOption("other");
    await page.getByRole("textbox", { name: field("Message") }).fill(marker);
    // App Check loads with the first write, never with the page.
    expect(exchanges).toEqual([]);
    await page.getByRole("button", { name: "Send Message" }).click();
    return { page, exchanges, posted: () => posted };
  }

  it("gets a token through the debug provider and sends it with the post", async () => {
    const marker = `browser-ok-${Date.now()}`;
    const { page, exchanges, posted } = await fillAndSend(marker, true);
    try {
      await expectShown(page.getByText("Message sent successfully!"));
      expect(exchanges.length).toBeGreaterThan(0);
      expect(exchanges[0]).toContain(`/projects/${stack.projectId}/apps/${APP_ID}:exchangeDebugToken`);
      expect(await posted()!.headerValue(APP_CHECK_HEADER)).toMatch(/^ey/);
      expect(await storedWith(marker)).toBe(1);
    } finally {
      await closePage(page);
    }
  });

  it("shows the API's explanation when no token can be had, and keeps what was typed", async () => {
    const marker = `browser-refused-${Date.now()}`;
    const { page } = await fillAndSend(marker, false);
    try {
      await expectShown(page.getByText("Error sending message"));
      await expectShown(page.getByText("We couldn't confirm this form was sent from our website.", { exact: false }));
      expect(await page.getByRole("textbox", { name: field("Message") }).inputValue()).toBe(marker);
      expect(await storedWith(marker)).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});
