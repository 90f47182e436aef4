/**
 * firebase.json is static JSON, so its Hosting headers can't import the policy texts: this keeps them equal to
 * functions/src/http/csp.ts, and keeps its static-only header rules in step with the rewrites to the function.
 * What Hosting actually sends is checked through the hosting emulator (scripts/hosting-headers.stack.test.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SECURITY_HEADERS, SITE_CSP } from "../functions/src/http/csp";
import { pages, PUBLIC_PAGES } from "@main-street/domain/paths";

const PUBLIC_PATHS = PUBLIC_PAGES.map((name) => pages[name].path);

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface Rewrite {
  source: string;
  function?: unknown;
}

const config = JSON.parse(readFileSync(path.join(__dirname, "..", "firebase.json"), "utf8")) as {
  hosting: { headers: HeaderRule[]; rewrites: Rewrite[] };
};
const rules = config.hosting.headers;

function headersOf(rule: HeaderRule | undefined): Record<string, string> {
  return Object.fromEntries((rule?.headers ?? []).map((h) => [h.key, h.value]));
}

/** The first path segments the function serves, from the rewrites (e.g. "/directory/**" -> "directory"). */
const functionSegments = new Set(
  config.hosting.rewrites
    .filter((r) => r.function !== undefined && r.source !== "/")
    .map((r) => r.source.split("/")[1]!),
);
/** Function routes with no sub-paths of their own ("/contact" but no "/contact/**"). */
const exactOnly = [...functionSegments].filter(
  (segment) => !config.hosting.rewrites.some((r) => r.function !== undefined && r.source.startsWith(`/${segment}/`)),
);

const pageRules = rules.filter((r) => headersOf(r)["Content-Security-Policy"] !== undefined);

describe("firebase.json Hosting headers", () => {
  it("set no header on every path: the function's own headers must reach the browser unchanged", () => {
    expect(rules.map((r) => r.source)).not.toContain("**");
    expect(rules.map((r) => r.source)).not.toContain("/**");
  });

  it("send the site policy (SITE_CSP), the security headers and no-cache on static pages and the SPA shell", () => {
    expect(pageRules).toHaveLength(2);
    for (const rule of pageRules) {
      const headers = headersOf(rule);
      expect(headers["Content-Security-Policy"]).toBe(SITE_CSP);
      for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(headers[key]).toBe(value);
      expect(headers["Cache-Control"]).toBe("no-cache");
    }
  });

  it("exclude exactly the function's first path segments and Hosting's reserved /__/", () => {
    const [everythingElse, subPaths] = pageRules;
    const excluded = /^\/!\(([^)]*)\)\{,\/\*\*\}$/.exec(everythingElse!.source)?.[1]?.split("|");
    expect(new Set(excluded)).toEqual(new Set(["__", ...functionSegments]));
    const underExact = /^\/@\(([^)]*)\)\/\*\*\/\*$/.exec(subPaths!.source)?.[1]?.split("|");
    expect(new Set(underExact)).toEqual(new Set(exactOnly));
  });

  it("give the hashed assets the security headers but no caching rule of Hosting's own", () => {
    // A rule's Cache-Control would also land on the function's 404 for a file Hosting lacks, and a year's cache on
    // that 404 would outlive the deploy that brings the file (functions/src/assets/routes.ts).
    const assets = rules.find((r) => r.source === "/assets/**");
    expect(headersOf(assets)).toEqual(SECURITY_HEADERS);
    for (const rule of rules) {
      if (headersOf(rule)["Cache-Control"] !== undefined) expect(rule.source).not.toMatch(/^\/assets\b/);
    }
  });
});

describe("firebase.json rewrites", () => {
  const index = (source: string) => config.hosting.rewrites.findIndex((r) => r.source === source);

  it("send a missing hashed asset to the function before the page shell could answer it", () => {
    expect(config.hosting.rewrites[index("/assets/**")]?.function).toBeDefined();
    expect(index("/assets/**")).toBeLessThan(index("**")); // the first matching rewrite wins
  });

  it.each(["/api", "/objects", "/event", "/assets"])("send the bare %s to the function, never the shell", (path) => {
    expect(config.hosting.rewrites[index(path)]?.function).toBeDefined();
  });
});

describe("firebase.json's page rewrites and the public pages (@main-street/domain/paths)", () => {
  /** What the function serves besides pages: the API, images, hashed assets and the sitemap. */
  const notPages = new Set(["/api", "/api/**", "/objects", "/objects/**", "/assets", "/assets/**", "/sitemap.xml"]);
  const pageSources = config.hosting.rewrites
    .filter((r) => r.function !== undefined && !notPages.has(r.source))
    .map((r) => r.source);

  it.each(PUBLIC_PATHS)("send %s to the function, so it is rendered on the server", (path) => {
    const [prefix] = path.split("/:");
    expect(pageSources).toContain(path.includes("/:") ? `${prefix}/**` : path);
  });

  it("send no page path to the function that the route table lacks", () => {
    const unknown = pageSources.filter((source) => {
      const base = source.replace(/\/\*\*$/, "") || "/";
      return !PUBLIC_PATHS.some((path) => path === base || path.startsWith(`${base}/:`));
    });
    expect(unknown).toEqual([]);
  });
});
