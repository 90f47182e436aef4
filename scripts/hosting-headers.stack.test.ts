/**
 * The headers a browser gets through Hosting, checked through the hosting emulator running firebase.json's rules
 * in front of the function: the function's own headers on what it serves, every address Hosting has no file for
 * (Hosting would override them with any matching rule), and the static rules on the files Hosting serves itself.
 */
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LocalObjectStore } from "../functions/src/objects/local-store";
import { originalName } from "../functions/src/objects/object-names";
import { API_CSP, SECURITY_HEADERS, SITE_CSP_EMULATED } from "../functions/src/http/csp";
import { PAGE_CACHE_CONTROL } from "../functions/src/seo/routes";
import { ROOT } from "./stack/stack";
import { stackFetch } from "./test/stack-env";

const get = (path: string) => stackFetch(path, { redirect: "manual" });

function expectSecurityHeaders(response: Response) {
  for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(key)).toBe(value);
}

describe("what the function serves keeps the function's headers", () => {
  it.each(["/api/health", "/api/businesses", "/api/config", "/api/no-such-endpoint"])(
    "%s carries the API policy and the API's own caching",
    async (path) => {
      const response = await get(path);
      expect(response.headers.get("content-security-policy")).toBe(API_CSP);
      expect(response.headers.get("cache-control")).not.toBe("no-cache");
      expectSecurityHeaders(response);
    },
  );

  it("an uploaded image is sandboxed, not sniffed and cached for good", async () => {
    const id = randomBytes(24).toString("base64url");
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    await new LocalObjectStore(process.env.STACK_OBJECT_DIR!).put(originalName(id), png, "image/png");
    const response = await get(`/objects/uploads/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it.each(["/", "/directory", "/events"])(
    "the server-rendered page %s keeps the page policy and caching",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
      expect(response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
      expectSecurityHeaders(response);
    },
  );
});

describe("the app shell and the 404 page come from the function", () => {
  // The owners' pages too, with their own Referrer-Policy (functions/src/owners/owner-limits.stack.test.ts).
  it.each(["/admin", "/admin/events", "/login", "/profile", "/admin/no-such-screen"])(
    "the client-only page %s gets the shell, cached as a page, under the site policy",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("x-request-id")).not.toBeNull(); // the function's answer
      expect(response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
      expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
      expectSecurityHeaders(response);
      expect(await response.text()).toBe(await (await get("/app.html")).text());
    },
  );

  it.each(["/no-such-page", "/no/such/page", "/contact/extra"])(
    "%s is the site's 404 page, under the site policy",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
      expectSecurityHeaders(response);
      expect(await response.text()).toContain("<title>404 Page Not Found | Boulder City Main Street</title>");
    },
  );
});

describe("what Hosting serves itself gets the static rules", () => {
  it("the shell file itself is revalidated on every visit, under the site policy", async () => {
    const response = await get("/app.html");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
    expectSecurityHeaders(response);
  });

  it.each(["/robots.txt", "/favicon.svg", "/images/og-default.png"])(
    "%s is Hosting's own file, with the security headers",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-request-id")).toBeNull();
      expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
      expectSecurityHeaders(response);
    },
  );

  it("hashed assets Hosting has are served by Hosting, with the security headers", async () => {
    const shell = await (await get("/app.html")).text();
    const scripts = [...shell.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const response = await get(scripts[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get("x-request-id")).toBeNull(); // Hosting's own file, not the function's
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response);
  });
});

describe("a hashed asset Hosting lacks", () => {
  it.each(["/assets/no-such-file.js", "/assets/index-DEADBEEF.js", "/assets/old/chunk-AbCd1234.css"])(
    "%s is a 404, never the page shell",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).not.toMatch(/html/);
      // Hosting's /assets/** rule applies to the function's answer too: no build will ever have a file of that name
      // (names are content hashes, and the function serves every file its pages name: docs/decisions/0031).
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(response);
    },
  );

  it("/assets itself is a 404 that no cache keeps (no Hosting rule names it)", async () => {
    const response = await get("/assets");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toMatch(/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expectSecurityHeaders(response);
  });

  it("is served by the function when its build has it (a functions-only deploy ahead of Hosting)", async () => {
    // The function's copy of the web build (functions/lib/web-assets) holds a file this Hosting doesn't.
    const name = `only-in-the-function-${randomBytes(6).toString("hex")}.js`;
    const file = path.join(ROOT, "functions", "lib", "web-assets", name);
    writeFileSync(file, "export const built = 1;\n");
    try {
      const response = await get(`/assets/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe("export const built = 1;\n");
      expectSecurityHeaders(response);
    } finally {
      rmSync(file);
    }
  });
});

describe("the bare paths of the function's sections", () => {
  it.each([
    ["/api", /^application\/json/, API_CSP],
    ["/objects", /^application\/json/, API_CSP],
    ["/event", /^text\/html/, SITE_CSP_EMULATED],
  ])("%s is the function's 404, with its security headers", async (path, type, policy) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(type);
    expect(response.headers.get("content-security-policy")).toBe(policy);
    expectSecurityHeaders(response);
  });
});

describe("a server-rendered page", () => {
  it("shows an edit within 10 minutes: the CDN's fresh and stale windows together", async () => {
    const control = (await get("/")).headers.get("cache-control") ?? "";
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(control)?.[1] ?? NaN);
    expect(seconds("max-age")).toBe(0);
    expect(seconds("s-maxage") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(600);
  });
});
