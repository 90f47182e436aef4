/**
 * App Check enforced, on a stack of its own (the shared one runs without it, as `npm start` does). There is no App
 * Check emulator, so this test plays Google's part (scripts/test/app-check-keys.ts): it serves the JWKS the emulated
 * function verifies against (APP_CHECK_EMULATOR_JWKS_URL, honoured only on the emulators) and answers the browser
 * SDK's debug-token exchange with a token signed by its key. Everything else is real: the web app's lazy App
 * Check with Firebase's debug provider, the header on the form post and admin writes, and the API's refusals.
 */
import type { Browser, Request } from "playwright-core";
import { APP_CHECK_HEADER } from "@main-street/domain/app-check";
import { startAppCheckKeys, TEST_APP_ID, type AppCheckKeys } from "../../scripts/test/app-check-keys";
import { expectShown, launchBrowser, textField } from "../../scripts/test/browser";
import { startOwnStack } from "../../scripts/test/own-stack";
import { adminForTests, api } from "../../scripts/test/stack-env";
import { asSession, signInSeeded, type TestSession } from "../../scripts/test/sessions";
import { submissionsWith } from "../../scripts/test/stored";
import type { StackAdmin } from "../../scripts/stack/admin";
import type { Stack } from "../../scripts/stack/stack";
import { DESKTOP, closePage, openPage } from "./public-site-helpers";

let keys: AppCheckKeys;
let stack: Stack;
let admin: StackAdmin;
let adminSession: TestSession;
let browser: Browser;

/** An App Check token for this stack's project; the options make it invalid in one way each. */
const appCheckToken = (options?: Parameters<AppCheckKeys["token"]>[1]) => keys.token(stack.projectId, options);

beforeAll(async () => {
  keys = await startAppCheckKeys();
  stack = await startOwnStack({
    functionEnv: {
      APP_CHECK_ENFORCE: "true",
      APP_CHECK_EMULATOR_JWKS_URL: keys.jwksUrl,
      WEB_APP_ID: TEST_APP_ID,
      TRUSTED_PROXY_HOPS: "1",
    },
  });
  admin = adminForTests();
  adminSession = await signInSeeded("admin");
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await admin?.close();
  await stack?.stop();
  await keys?.stop();
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

describe("the API with App Check enforced", () => {
  it.each([
    ["no token", async () => undefined],
    ["a token that is not a JWT", async () => "not-a-token"],
    ["a token signed by another key", () => appCheckToken({ key: keys.otherKey })],
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
    expect(await submissionsWith(admin.db, marker)).toBe(0);
  });

  it("accepts a form post with a valid token", async () => {
    const marker = `accepted-${Date.now()}`;
    const response = await postContact(marker, { [APP_CHECK_HEADER]: await appCheckToken() });
    expect(response.status).toBe(201);
    expect(await submissionsWith(admin.db, marker)).toBe(1);
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
    await textField(page, "First Name").fill("App");
    await textField(page, "Last Name").fill("Check");
    await textField(page, "Email").fill(`${marker}@example.com`);
    await page.getByLabel("Inquiry Type").selectOption("other");
    await textField(page, "Message").fill(marker);
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
      expect(exchanges[0]).toContain(`/projects/${stack.projectId}/apps/${TEST_APP_ID}:exchangeDebugToken`);
      expect(await posted()!.headerValue(APP_CHECK_HEADER)).toMatch(/^ey/);
      expect(await submissionsWith(admin.db, marker)).toBe(1);
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
      expect(await textField(page, "Message").inputValue()).toBe(marker);
      expect(await submissionsWith(admin.db, marker)).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});
