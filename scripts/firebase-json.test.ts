/**
 * firebase.json names no page (docs/decisions/0049-one-page-three-files.md): Hosting sends every address it has no
 * file for to the function, and its header rules match only the files it serves itself, since a matching rule would
 * replace the function's own headers. This keeps it so, and keeps the static JSON's policy
 * texts equal to functions/src/http/csp.ts. What Hosting actually sends is checked through the hosting emulator
 * (scripts/hosting-headers.stack.test.ts). Globs are matched as minimatch does in the emulator (path.matchesGlob).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SECURITY_HEADERS, SITE_CSP } from "../functions/src/http/csp";
import { api, files, pages, PRIVATE_AREAS } from "@main-street/domain/paths";

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface Rewrite {
  source: string;
  function?: unknown;
  destination?: string;
}

const ROOT = path.join(__dirname, "..");
const config = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as {
  hosting: { headers: HeaderRule[]; rewrites: Rewrite[] };
};
const rules = config.hosting.headers;

function headersOf(rule: HeaderRule | undefined): Record<string, string> {
  return Object.fromEntries((rule?.headers ?? []).map((h) => [h.key, h.value]));
}

const matching = (address: string) => rules.filter((rule) => path.matchesGlob(address, rule.source));

/** Every address pattern of a registry group, its parameters filled in. */
function addressesOf(group: object): string[] {
  return Object.values(group).flatMap((value): string[] => {
    if (typeof value !== "object" || value === null) return [];
    const own = "path" in value && typeof value.path === "string" ? [value.path.replace(/:[A-Za-z]+/g, "x-1")] : [];
    return [...own, ...addressesOf(value)];
  });
}

/** The files Hosting serves itself: the web build's root files and public/ (the hashed assets have their own rule). */
function hostingFiles(dir = path.join(ROOT, "web", "public"), base = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? hostingFiles(path.join(dir, entry.name), `${base}/${entry.name}`) : [`${base}/${entry.name}`],
  );
}
const BUILT_FILES = ["/app.html", "/robots.txt", ...hostingFiles()];

describe("firebase.json rewrites", () => {
  it("send every address Hosting has no file for to the function, in one rule", () => {
    expect(config.hosting.rewrites).toEqual([{ source: "**", function: { functionId: "api", region: "us-central1" } }]);
  });
});

describe("firebase.json Hosting headers", () => {
  it("set no header on every path: the function's own headers must reach the browser unchanged", () => {
    expect(rules.map((r) => r.source)).not.toContain("**");
    expect(rules.map((r) => r.source)).not.toContain("/**");
  });

  it.each(BUILT_FILES)("give %s the site policy, the security headers and a caching rule", (file) => {
    const headers = Object.assign({}, ...matching(file).map(headersOf)) as Record<string, string>;
    expect(headers["Content-Security-Policy"]).toBe(SITE_CSP);
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(headers[key]).toBe(value);
    expect(headers["Cache-Control"]).toBeDefined();
  });

  it("revalidate the page shell on every visit", () => {
    expect(headersOf(matching("/app.html").at(-1))["Cache-Control"]).toBe("no-cache");
  });

  it("give the hashed assets the security headers and a year's immutable caching", () => {
    // A name is its content's hash, so a file never changes; a name no build has (a 404) never gets a file either,
    // since the function serves every file its pages name (docs/decisions/0031).
    const assets = matching("/assets/index-AbCd1234.js");
    expect(assets.map((r) => r.source)).toEqual(["/assets/**"]);
    expect(headersOf(assets[0])).toEqual({
      ...SECURITY_HEADERS,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  const functionAddresses = [
    ...addressesOf(pages),
    ...PRIVATE_AREAS.map((name) => `${pages[name].path}/x-1`),
    ...addressesOf(api),
    ...addressesOf(files).filter((address) => !address.startsWith(files.assets.path)),
    "/no-such-page",
    "/contact/extra",
    "/event",
  ];

  it.each(functionAddresses)("leave the function's own headers on %s", (address) => {
    expect(matching(address).map((r) => r.source)).toEqual([]);
  });

  it("leave the embeddable calendar its own framing policy", () => {
    expect(matching(files.embedEvents.path)).toEqual([]);
  });
});
