/**
 * The public forms against abuse, on a stack of its own with App Check enforced (app-check-stack.ts) and an hourly
 * cap of 3 staff notices: App Check on every spelling Express routes to a protected call, a form's token good for one
 * post only, the browser spending a fresh token on each post, and a flood that gets past the per-client limit costing
 * at most the cap in e-mails an hour.
 */
import { randomUUID } from "node:crypto";
import type { Request } from "playwright-core";
import { APP_CHECK_HEADER, requiresAppCheck } from "@main-street/domain/app-check";
import { textField } from "../../scripts/test/browser";
import { waitForMail } from "../../scripts/test/caught-mail";
import { submissionsWith } from "../../scripts/test/stored";
import { asSession } from "../../scripts/test/sessions";
import { api } from "../../scripts/test/stack-env";
import { startAppCheckStack, type AppCheckStack } from "./app-check-stack";
import { DESKTOP, closePage, openPage } from "./public-site-helpers";

const NOTICES_PER_HOUR = 3;

let enforced: AppCheckStack;

beforeAll(async () => {
  enforced = await startAppCheckStack({ STAFF_NOTICES_PER_HOUR: String(NOTICES_PER_HOUR) });
}, 240_000);

afterAll(() => enforced?.stop(), 60_000);

/**
 * The function's own URL, as a script calling it directly (not through Hosting) reaches it: Hosting's rewrites are
 * case-sensitive, but such a caller can spell the path as Express routes it, in any case.
 */
const direct = (path: string) =>
  `http://127.0.0.1:${enforced.stack.ports.functions}/${enforced.stack.projectId}/us-central1/api${path}`;
const bothWays = (path: string) => (path.startsWith("/api/") ? [path, direct(path)] : [direct(path)]);

const FORM_BODIES: Record<string, (marker: string) => Record<string, string>> = {
  contact: (marker) => ({
    firstName: "Flood",
    lastName: "Test",
    email: "f@example.com",
    inquiryType: "other",
    message: marker,
  }),
  volunteer: (marker) => ({ firstName: "Flood", lastName: "Test", email: "f@example.com", message: marker }),
  "event-proposals": (marker) => ({
    title: marker,
    description: "A stroll",
    date: "2031-05-01",
    location: "Wilbur Square",
    organizerName: "Pat",
    email: "p@example.com",
  }),
};
function postForm(path: string, form: string, marker: string, token?: string) {
  return api(path, {
    method: "POST",
    body: FORM_BODIES[form]!(marker),
    headers: { ...enforced.freshClient(), ...(token ? { [APP_CHECK_HEADER]: token } : {}) },
  });
}

describe("App Check holds on every spelling of a protected call", () => {
  it.each([
    ["contact", "/api/contact/"],
    ["contact", "/api/Contact"],
    ["contact", "/API/CONTACT/"],
    ["volunteer", "/api/Volunteer"],
    ["event-proposals", "/api/Event-Proposals"],
    ["event-proposals", "/api/event-proposals/"],
  ])("refuses POST %s at %s without a token, storing nothing", async (form, path) => {
    expect(requiresAppCheck("POST", `/api/${form}`)).toBe(true); // the web app sends a token there
    for (const url of bothWays(path)) {
      const marker = `variant-${randomUUID()}`;
      const response = await postForm(url, form, marker);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe("unauthenticated");
      expect(await submissionsWith(enforced.admin.db, marker)).toBe(0);
    }
  });

  it.each([
    ["POST", "/api/admin/events", "/api/Admin/events"],
    ["POST", "/api/admin/events", "/api/admin/events/"],
    ["PUT", "/api/admin/businesses/x", "/API/ADMIN/Businesses/x/"],
    ["POST", "/api/admin/upload-url", "/api/Admin/Upload-Url"],
    ["POST", "/api/objects/upload", "/api/Objects/Upload/"],
    ["POST", "/api/objects/set-acl", "/api/objects/SET-ACL"],
  ])("refuses an admin's %s %s spelt %s without a token", async (method, canonical, path) => {
    expect(requiresAppCheck(method, canonical)).toBe(true);
    for (const url of bothWays(path)) {
      const response = await api(url, { method, body: {}, headers: asSession(enforced.adminSession) });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe("unauthenticated");
    }
  });
});

describe("a form's token is good for one post", () => {
  it.each(Object.keys(FORM_BODIES))("refuses a replayed token on %s, storing nothing the second time", async (form) => {
    const token = await enforced.token();
    const first = `first-${randomUUID()}`;
    expect((await postForm(`/api/${form}`, form, first, token)).status).toBe(201);
    const replay = `replay-${randomUUID()}`;
    const again = await postForm(`/api/${form}`, form, replay, token);
    expect(again.status).toBe(401);
    expect(await submissionsWith(enforced.admin.db, first)).toBe(1);
    expect(await submissionsWith(enforced.admin.db, replay)).toBe(0);
  });

  it("lets an admin reuse a token for the next change (the session already identifies them)", async () => {
    const headers = { ...asSession(enforced.adminSession), [APP_CHECK_HEADER]: await enforced.token() };
    // Past App Check, the empty body reaches validation both times.
    expect((await api("/api/admin/events", { method: "POST", body: {}, headers })).status).toBe(400);
    expect((await api("/api/admin/events", { method: "POST", body: {}, headers })).status).toBe(400);
  });
});

describe("the contact form in a browser", () => {
  it("gets a fresh token for each message it sends", async () => {
    const page = await openPage(enforced.browser, "/contact", DESKTOP);
    await enforced.answerExchanges(page);
    const posts: Request[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/contact") && posts.push(r));
    try {
      for (const marker of [`browser-1-${randomUUID()}`, `browser-2-${randomUUID()}`]) {
        await textField(page, "First Name").fill("Fresh");
        await textField(page, "Last Name").fill("Token");
        await textField(page, "Email").fill("fresh@example.com");
        await page.getByLabel("Inquiry Type").selectOption("other");
        await textField(page, "Message").fill(marker);
        const answered = page.waitForResponse(
          (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST",
        );
        await page.getByRole("button", { name: "Send Message" }).click();
        expect((await answered).status()).toBe(201);
        expect(await submissionsWith(enforced.admin.db, marker)).toBe(1);
      }
      const tokens = await Promise.all(posts.map((r) => r.headerValue(APP_CHECK_HEADER)));
      expect(tokens).toHaveLength(2);
      expect(tokens[0]).toMatch(/^ey/);
      expect(tokens[1]).not.toBe(tokens[0]);
    } finally {
      await closePage(page);
    }
  });
});

describe("staff notices in a flood", () => {
  it(`sends at most ${NOTICES_PER_HOUR} an hour; the rest reach the inbox without one`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await postForm("/api/contact", "contact", `flood-${i}-${randomUUID()}`, await enforced.token());
      expect(response.status).toBe(201);
      ids.push(response.body.id as string);
    }
    // Every notice this namespace queued (earlier tests' posts included), by the hour it was queued in.
    const jobs = await enforced.admin.db.collection("mail_outbox").where("kind", "==", "staff_notice").get();
    const perHour = new Map<number, number>();
    for (const job of jobs.docs) {
      const hour = Math.floor((job.get("createdAt") as { toMillis(): number }).toMillis() / 3_600_000);
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    }
    for (const count of perHour.values()) expect(count).toBeLessThanOrEqual(NOTICES_PER_HOUR);

    const items = await Promise.all(ids.map((id) => enforced.admin.db.collection("inbox").doc(id).get()));
    const held = items.filter((item) => item.get("notice.state") === "held");
    expect(held.length).toBeGreaterThan(0);
    for (const item of held)
      expect((await enforced.admin.db.collection("mail_outbox").doc(`staff-${item.id}`).get()).exists).toBe(false);
    const inbox = await api(`/api/admin/inbox/${held[0]!.id}`, { headers: asSession(enforced.adminSession) });
    expect(inbox.body.notice).toEqual({ state: "held", attempts: 0 });

    const last = await waitForMail((m) => m.text.includes("This is the last notice this hour"));
    expect(last.text).toContain(`at most ${NOTICES_PER_HOUR} an hour`);
  });
});
