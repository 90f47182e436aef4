/**
 * firebase.json is static JSON, so its Hosting headers can't import the policy texts: this keeps them equal to
 * functions/src/http/csp.ts, which the function sends on server-rendered pages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SECURITY_HEADERS, SITE_CSP } from "../functions/src/http/csp";

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const config = JSON.parse(readFileSync(path.join(__dirname, "..", "firebase.json"), "utf8")) as {
  hosting: { headers: HeaderRule[] };
};

function headersFor(source: string): Record<string, string> {
  const rule = config.hosting.headers.find((r) => r.source === source);
  return Object.fromEntries((rule?.headers ?? []).map((h) => [h.key, h.value]));
}

describe("firebase.json Hosting headers", () => {
  const everyPath = headersFor("**");

  it("send the production site policy, equal to SITE_CSP, on every static response", () => {
    expect(everyPath["Content-Security-Policy"]).toBe(SITE_CSP);
  });

  it.each(Object.entries(SECURITY_HEADERS))("send %s as the function does", (key, value) => {
    expect(everyPath[key]).toBe(value);
  });

  it("keep the cache headers for hashed assets and the SPA shell", () => {
    expect(headersFor("/assets/**")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor("/app.html")["Cache-Control"]).toBe("no-cache");
  });
});
