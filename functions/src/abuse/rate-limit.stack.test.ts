/**
 * The real 5-a-minute / 30-a-day limits over HTTP, on a dedicated stack with the production defaults
 * (the shared test stack raises them for other suites). Distinct clients are told apart by X-Forwarded-For:
 * with no proxy in front locally, the stack trusts one hop, so the test client plays Firebase Hosting.
 */
import { randomUUID } from "node:crypto";
import { stackAdmin, type StackAdmin } from "../../../scripts/stack/admin";
import { startStack, type Stack } from "../../../scripts/stack/stack";
import { submissionsWith } from "../../../scripts/test/stored";
import { RATE_LIMITS_COLLECTION, RATE_LIMIT_MESSAGES, counterRef, rateLimitKey, windowOf } from "./rate-limit";

const SALT = `rate-limit-test-${randomUUID()}`;
let stack: Stack;
let admin: StackAdmin;

beforeAll(async () => {
  stack = await startStack({ auth: false, functionEnv: { TRUSTED_PROXY_HOPS: "1", RATE_LIMIT_SALT: SALT } });
  admin = stackAdmin(stack.adminEnv);
}, 240_000);

afterAll(async () => {
  await admin?.close();
  await stack?.stop();
}, 60_000);

let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const contact = (marker: string) => ({
  firstName: "Rate",
  lastName: "Limit",
  email: "rate@example.com",
  inquiryType: "other",
  message: marker,
});
const volunteer = (marker: string) => ({
  firstName: "Rate",
  lastName: "Limit",
  email: "rate@example.com",
  message: marker,
});

async function submit(form: "contact" | "volunteer", forwardedFor: string, body: unknown) {
  const response = await fetch(`${stack.url}/api/${form}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

/**
 * Runs a scenario whose requests must all fall in one window. The function and the test share a clock, so if the
 * window index is the same before and after, every request was counted in it; otherwise run again with fresh ids.
 */
async function withinOneWindow(window: "minute" | "day", scenario: () => Promise<() => Promise<void>>) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = windowOf(window, new Date()).index;
    const check = await scenario();
    if (windowOf(window, new Date()).index === before) return check();
  }
  throw new Error(`three runs in a row straddled a ${window} boundary`);
}

describe("a request whose X-Forwarded-For chain is shorter than production's", () => {
  it("is refused with 403 before it spends any budget, and nothing is stored", async () => {
    const marker = `chain-${randomUUID()}`;
    const refused = await submit("contact", " , ", contact(marker)); // no entry where the trusted hop's should be
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: "forbidden", message: expect.stringContaining("site's address") } });
    expect(await submissionsWith(admin.db, marker)).toBe(0);
  });

  it("is refused alike when it subscribes to the weekly e-mail: no subscriber, no e-mail", async () => {
    const email = `chain-${randomUUID()}@example.com`;
    const response = await fetch(`${stack.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": " , " },
      body: JSON.stringify({ email, categories: [], homepage_url: "" }),
    });
    expect(response.status).toBe(403);
    expect((await admin.db.collection("newsletter_subscribers").where("email", "==", email).get()).size).toBe(0);
  });
});

describe("the per-minute limit", () => {
  it("accepts 5 submissions a minute from one client and refuses the 6th with 429 and Retry-After", async () => {
    await withinOneWindow("minute", async () => {
      const ip = freshIp();
      const marker = `minute-${randomUUID()}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await submit("contact", ip, contact(marker))).status);
      const sixth = await submit("contact", ip, contact(marker));
      return async () => {
        expect(statuses).toEqual([201, 201, 201, 201, 201]);
        expect(sixth.status).toBe(429);
        expect(sixth.body).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGES.minute } });
        const retryAfter = Number(sixth.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await submissionsWith(admin.db, marker)).toBe(5);
      };
    });
  });

  it("shares one budget between the contact and volunteer forms", async () => {
    await withinOneWindow("minute", async () => {
      const ip = freshIp();
      const marker = `shared-${randomUUID()}`;
      const statuses: number[] = [];
      for (const form of ["contact", "volunteer", "contact", "volunteer", "volunteer", "contact"] as const) {
        statuses.push((await submit(form, ip, form === "contact" ? contact(marker) : volunteer(marker))).status);
      }
      return async () => {
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
        expect(await submissionsWith(admin.db, marker)).toBe(5);
      };
    });
  });

  it("counts against the address the trusted proxy saw, whatever the client adds in front", async () => {
    await withinOneWindow("minute", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await submit("contact", `203.0.113.${i + 1}, ${ip}`, contact(`spoof-${randomUUID()}`))).status);
      }
      const other = await submit("contact", freshIp(), contact(`other-${randomUUID()}`));
      return async () => {
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
        expect(other.status).toBe(201); // another client is not affected
      };
    });
  });

  it("does not count refused submissions", async () => {
    await withinOneWindow("minute", async () => {
      const ip = freshIp();
      const invalid: number[] = [];
      for (let i = 0; i < 6; i++) invalid.push((await submit("contact", ip, { firstName: "No e-mail" })).status);
      const valid: number[] = [];
      for (let i = 0; i < 5; i++) valid.push((await submit("contact", ip, contact(`after-${randomUUID()}`))).status);
      return async () => {
        expect(invalid).toEqual([400, 400, 400, 400, 400, 400]);
        expect(valid).toEqual([201, 201, 201, 201, 201]);
      };
    });
  });
});

describe("the per-day limit", () => {
  it("refuses the 31st submission of the day with 429 and the day's message", async () => {
    await withinOneWindow("day", async () => {
      const ip = freshIp();
      const key = rateLimitKey(ip, SALT);
      // 29 earlier today, each in a minute long gone: only the day counter still holds them.
      await counterRef(admin.db, key, "day", new Date()).set({ count: 29, window: "day" });
      const marker = `day-${randomUUID()}`;
      const thirtieth = await submit("volunteer", ip, volunteer(marker));
      const thirtyFirst = await submit("contact", ip, contact(marker));
      return async () => {
        expect(thirtieth.status).toBe(201);
        expect(thirtyFirst.status).toBe(429);
        expect(thirtyFirst.body.error.message).toBe(RATE_LIMIT_MESSAGES.day);
        expect(Number(thirtyFirst.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
        expect(await submissionsWith(admin.db, marker)).toBe(1);
      };
    });
  });
});

describe("what the limiter stores", () => {
  it("keeps only salted hashes of addresses, each counter with an expiry for the TTL policy", async () => {
    const ip = freshIp();
    expect((await submit("contact", ip, contact(`stored-${randomUUID()}`))).status).toBe(201);
    const counters = await admin.db.collection(RATE_LIMITS_COLLECTION).get();
    for (const doc of counters.docs) {
      // Per client and window, or the site-wide count of staff notices an hour (mail/notice-budget.ts).
      expect(doc.id).toMatch(/^([0-9a-f]{64}_(minute|day)|staff-notices_hour)_\d+$/);
      expect(JSON.stringify(doc.data())).not.toMatch(/198\.18\.|203\.0\.113\./);
      expect(doc.get("expireAt").toMillis()).toBeGreaterThan(doc.get("windowStart").toMillis());
    }
    const own = counters.docs.filter((doc) => doc.id.startsWith(`${rateLimitKey(ip, SALT)}_`));
    expect(own.map((doc) => doc.get("window")).sort()).toEqual(["day", "minute"]);
    for (const doc of own) {
      expect(doc.get("count")).toBe(1);
      expect(doc.get("expireAt").toMillis()).toBeGreaterThan(doc.get("windowStart").toMillis());
    }
  });
});
