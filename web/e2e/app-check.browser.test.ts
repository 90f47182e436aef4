/**
 * App Check enforced, on a stack of its own where this test plays Google's part (app-check-stack.ts). Everything else
 * is real: the web app's lazy App Check with Firebase's debug provider, the header on the form post and admin writes,
 * and the API's refusals.
 */
import type { Request } from "playwright-core";
import { APP_CHECK_HEADER } from "@main-street/domain/app-check";
import { TEST_APP_ID } from "../../scripts/test/app-check-keys";
import { expectShown, textField } from "../../scripts/test/browser";
import { api } from "../../scripts/test/stack-env";
import { asSession } from "../../scripts/test/sessions";
import { submissionsWith } from "../../scripts/test/stored";
import { startAppCheckStack, type AppCheckStack } from "./app-check-stack";
import { DESKTOP, closePage, openPage } from "./public-site-helpers";

let enforced: AppCheckStack;

beforeAll(async () => {
  enforced = await startAppCheckStack();
}, 240_000);

afterAll(() => enforced?.stop(), 60_000);

const contact = (marker: string) => ({
  firstName: "App",
  lastName: "Check",
  email: `${marker}@example.com`,
  inquiryType: "other",
  message: marker,
});

function postContact(marker: string, headers: Record<string, string> = {}) {
  return api("/api/contact", {
    method: "POST",
    body: contact(marker),
    headers: { ...enforced.freshClient(), ...headers },
  });
}

describe("the API with App Check enforced", () => {
  it.each([
    ["no token", async () => undefined],
    ["a token that is not a JWT", async () => "not-a-token"],
    ["a token signed by another key", () => enforced.token({ key: enforced.keys.otherKey })],
    ["an expired token", () => enforced.token({ expiresAt: Math.floor(Date.now() / 1000) - 60 })],
    ["a token for another project", () => enforced.token({ project: "someone-elses-project" })],
    ["a token from another issuer", () => enforced.token({ issuer: "https://example.com/issuer" })],
  ])("refuses a form post with %s, storing nothing", async (label, token) => {
    const marker = `refused-${label.replace(/\W+/g, "-")}-${Date.now()}`;
    const value = await token();
    const response = await postContact(marker, value ? { [APP_CHECK_HEADER]: value } : {});
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({
      code: "unauthenticated",
      message: "We couldn't confirm this form was sent from our website. Please reload the page and try again.",
    });
    expect(await submissionsWith(enforced.admin.db, marker)).toBe(0);
  });

  it("accepts a form post with a valid token", async () => {
    const marker = `accepted-${Date.now()}`;
    const response = await postContact(marker, { [APP_CHECK_HEADER]: await enforced.token() });
    expect(response.status).toBe(201);
    expect(await submissionsWith(enforced.admin.db, marker)).toBe(1);
  });

  it("refuses an admin write without a token even with an admin session, and lets reads through", async () => {
    const withoutToken = await api("/api/admin/events", {
      method: "POST",
      body: {},
      headers: asSession(enforced.adminSession),
    });
    expect(withoutToken.status).toBe(401);
    const upload = await api("/api/objects/upload", { method: "POST", headers: asSession(enforced.adminSession) });
    expect(upload.status).toBe(401);
    // Past App Check, the same empty body reaches validation.
    const withToken = await api("/api/admin/events", {
      method: "POST",
      body: {},
      headers: { ...asSession(enforced.adminSession), [APP_CHECK_HEADER]: await enforced.token() },
    });
    expect(withToken.status).toBe(400);
    expect((await api("/api/admin/users", { headers: asSession(enforced.adminSession) })).status).toBe(200);
  });
});

describe("the contact form with App Check enforced", () => {
  async function fillAndSend(marker: string, answerExchange: boolean) {
    const page = await openPage(enforced.browser, "/contact", DESKTOP);
    let posted: Request | undefined;
    const exchanges = await enforced.answerExchanges(page, { refuse: !answerExchange });
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
      expect(exchanges[0]).toContain(`/projects/${enforced.stack.projectId}/apps/${TEST_APP_ID}:exchangeDebugToken`);
      expect(await posted()!.headerValue(APP_CHECK_HEADER)).toMatch(/^ey/);
      expect(await submissionsWith(enforced.admin.db, marker)).toBe(1);
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
      expect(await submissionsWith(enforced.admin.db, marker)).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});
