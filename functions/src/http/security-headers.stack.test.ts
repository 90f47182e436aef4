/**
 * Security headers on what the function serves: API answers, errors and server-rendered pages. Checked at the
 * function itself (the functions emulator's URL), since Hosting may add its own headers on top (firebase.json).
 */
import { API_CSP, SECURITY_HEADERS, SITE_CSP_EMULATED } from "./csp";
import { api, stackFetch } from "../../../scripts/test/stack-env";
import { functionUrl } from "../../../scripts/test/fuzz-harness";

function expectCommonHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name)).toBe(value);
}

async function fromFunction(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await stackFetch(functionUrl() + path, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  await response.arrayBuffer();
  return response;
}

describe("security headers from the function", () => {
  it.each([
    ["a JSON read", "/api/businesses", "GET", undefined, 200],
    ["a refused write", "/api/contact", "POST", { firstName: 1 }, 400],
    ["an unknown API path", "/api/no-such-thing", "GET", undefined, 404],
    ["a calendar feed", "/api/events.ics", "GET", undefined, 200],
  ])("%s gets the strict API policy", async (_label, path, method, body, status) => {
    const response = await fromFunction(path, { method, body });
    expect(response.status).toBe(status);
    expectCommonHeaders(response.headers);
    expect(response.headers.get("content-security-policy")).toBe(API_CSP);
  });

  it("a server-rendered page gets the site's policy (with the local emulators allowed on the stack)", async () => {
    const response = await fromFunction("/directory");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectCommonHeaders(response.headers);
    expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
  });
});

describe("through the hosting emulator", () => {
  it.each(["/api/businesses", "/api/no-such-thing", "/directory"])(
    "%s still carries every security header",
    async (path) => {
      const { headers } = await api(path);
      expectCommonHeaders(headers);
      expect(headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    },
  );
});
