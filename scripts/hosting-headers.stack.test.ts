/**
 * The headers a browser gets through Hosting, checked through the hosting emulator running firebase.json's rules
 * in front of the function: the function's own headers on what it serves (Hosting would override them with any
 * matching rule), and the static rules on the SPA shell and files Hosting serves itself.
 */
import { randomBytes } from "node:crypto";
import { LocalObjectStore } from "../functions/src/objects/local-store";
import { originalName } from "../functions/src/objects/object-names";
import { API_CSP, SECURITY_HEADERS, SITE_CSP_EMULATED } from "../functions/src/http/csp";
import { PAGE_CACHE_CONTROL } from "../functions/src/seo/routes";
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

describe("what Hosting serves itself gets the static rules", () => {
  it.each([
    "/admin",
    "/admin/events",
    "/login",
    "/profile",
    "/no-such-page",
    "/no/such/page",
    "/contact/extra",
    "/app.html",
  ])("the SPA shell at %s is revalidated on every visit, under the site policy", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
    expectSecurityHeaders(response);
  });

  it("hashed assets are cached for good", async () => {
    const shell = await (await get("/app.html")).text();
    const scripts = [...shell.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const response = await get(scripts[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response);
  });
});
