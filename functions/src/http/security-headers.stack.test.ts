/** Security headers on what the function serves through the hosting emulator: API answers, errors and pages. */
import { API_CSP, SECURITY_HEADERS, SITE_CSP_EMULATED } from "../domain/security";
import { api } from "../../../scripts/test/stack-env";

function expectCommonHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name)).toBe(value);
}

describe("security headers", () => {
  it.each([
    ["a JSON read", "/api/businesses", "GET", undefined, 200],
    ["a refused write", "/api/contact", "POST", { firstName: 1 }, 400],
    ["an unknown API path", "/api/no-such-thing", "GET", undefined, 404],
    ["a calendar feed", "/api/events.ics", "GET", undefined, 200],
  ])("%s gets the strict API policy", async (_label, path, method, body, status) => {
    const response = await api(path, { method, body });
    expect(response.status).toBe(status);
    expectCommonHeaders(response.headers);
    expect(response.headers.get("content-security-policy")).toBe(API_CSP);
  });

  it("a server-rendered page gets the site's policy (with the local emulators allowed on the stack)", async () => {
    const response = await api("/directory");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectCommonHeaders(response.headers);
    expect(response.headers.get("content-security-policy")).toBe(SITE_CSP_EMULATED);
  });
});
