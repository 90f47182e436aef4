/** Signs that a script ran in the browser (for the XSS tests): dialogs, requests to the attacker, `__xss` globals. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { pageSettled } from "../../scripts/test/browser";
import { offlineGoogleApis } from "../../scripts/test/offline-google-apis";
import { browserSessionCookies, type TestSession } from "../../scripts/test/sessions";
import { stackUrl } from "../../scripts/test/stack-env";
import { DESKTOP } from "./admin-helpers";
import { isAttackerRequest } from "./xss-fixtures";

export interface Watched {
  context: BrowserContext;
  evidence: string[];
}

/** A context that records every sign of a script having run: dialogs and requests to the attacker. */
export async function watchedContext(browser: Browser, bypassCSP: boolean, session?: TestSession): Promise<Watched> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP });
  await offlineGoogleApis(context);
  if (session) await context.addCookies(browserSessionCookies(session, stackUrl()));
  const evidence: string[] = [];
  context.on("request", (r) => isAttackerRequest(r.url()) && evidence.push(`request to ${r.url()}`));
  context.on("page", (page) =>
    page.on("dialog", (dialog) => {
      evidence.push(`${dialog.type()} dialog on ${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  return { context, evidence };
}

/** Lets the page load everything it shows (lazy images too), then looks for `__xss` in every frame. */
export async function injectedGlobals(page: Page): Promise<string[]> {
  await pageSettled(page);
  const found: string[] = [];
  for (const frame of page.frames()) {
    const set = await frame.evaluate(() => "__xss" in window).catch(() => false);
    if (set) found.push(`__xss set in ${frame.url()}`);
  }
  return found;
}
