/**
 * Watching a browser context for the site's Content-Security-Policy at work: the policy and security headers on each
 * HTML response, and every violation the browser reports, as a securitypolicyviolation event or in the console.
 */
import type { BrowserContext, Page, Response } from "playwright-core";
import { SECURITY_HEADERS, SITE_CSP_EMULATED } from "../../functions/src/http/csp";
import { pageSettled } from "../../scripts/test/browser";

/** Reported violations, gathered in the page from before its first script runs. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  window.addEventListener("securitypolicyviolation", (e) => {
    window.__cspViolations.push(e.violatedDirective + " blocked " + (e.blockedURI || "inline") + " in " + e.sourceFile);
  }, true);
`;
const CSP_CONSOLE = /Content Security Policy|Refused to/i;

/** Starts recording the context's violations; returns the console messages about the policy, as they come. */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  await context.addInitScript(RECORD_VIOLATIONS);
  const console: string[] = [];
  context.on("console", (m) => CSP_CONSOLE.test(m.text()) && console.push(m.text()));
  return console;
}

/** Lets the page load what it shows (lazy images too, scrolled to the end), then reads what the page reported. */
export async function violationsOn(page: Page): Promise<string[]> {
  await pageSettled(page);
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The HTML response for `path` carries the site's policy and every security header. */
export function expectSitePolicy(path: string, response: Response | null): void {
  const headers = response!.headers();
  expect({ path, csp: headers["content-security-policy"] }).toEqual({ path, csp: SITE_CSP_EMULATED });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()]).toBe(value);
}
