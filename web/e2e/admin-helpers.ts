/** Steps shared by the admin-area browser tests (issue 4). */
import type { BrowserContext, Page } from "playwright-core";
import { expectShown } from "../../scripts/test/browser";
import { offlineGoogleApis } from "../../scripts/test/offline-google-apis";
import { stackUrl } from "../../scripts/test/stack-env";
import { browserSessionCookies, type TestSession } from "../../scripts/test/sessions";

export const DESKTOP = { width: 1280, height: 900 };

/** A browser context that can run the Google sign-in offline (see offline-google-apis.ts), optionally signed in. */
export async function newContext(
  browser: { newContext: (o: object) => Promise<BrowserContext> },
  session?: TestSession,
) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await offlineGoogleApis(context);
  if (session) {
    await context.addCookies(browserSessionCookies(session, stackUrl()));
  }
  return context;
}

/**
 * Collects, in the test process, the text of every element matching `selector` that the context's pages show. What
 * a page shows just before a full navigation (the signed-out redirect leaves after 500 ms) can't be waited for on
 * the page without a race.
 */
export async function recordShown(context: BrowserContext, selector: string): Promise<string[]> {
  const shown: string[] = [];
  await context.exposeBinding("__shown", (_source, text: string) => void shown.push(text));
  await context.addInitScript((watched) => {
    const report = (window as unknown as { __shown: (text: string) => void }).__shown;
    const seen = new Set<Element>();
    new MutationObserver(() => {
      for (const element of Array.from(document.querySelectorAll(watched))) {
        if (!seen.has(element) && element.textContent) {
          seen.add(element);
          report(element.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return shown;
}

/** On the Auth emulator's Google page: picks the account, then waits to be back on the site. */
export async function chooseGoogleAccount(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/emulator\/auth\/handler/);
  await page.getByText(email).click();
  await page.waitForURL((url) => url.origin === stackUrl() && url.pathname !== "/login");
}

/** A toast with this title (and message, when given) is showing. */
export async function expectToast(page: Page, title: string, message?: string): Promise<void> {
  const toast = page.locator("#notistack-snackbar", { hasText: title });
  const shown = await toast.waitFor().then(
    () => true,
    () => false,
  );
  // When it never shows, the failure lists what the page said instead: other toasts, alerts and field errors, and
  // the buttons of any dialog still open (a "Creating..." there means the request never answered).
  const instead = shown
    ? []
    : [
        ...(await page
          .locator('#notistack-snackbar, [role="alert"], .MuiFormHelperText-root.Mui-error')
          .allTextContents()),
        ...(await page.getByRole("dialog").getByRole("button").allTextContents()).map((b) => `dialog button: ${b}`),
      ];
  expect({ toast: title, shown, instead }).toEqual({ toast: title, shown: true, instead: [] });
  if (message) await expectShown(toast.getByText(message, { exact: true }), `the toast "${title}" saying "${message}"`);
}

/**
 * Loads a public page and waits for its h1 to read `heading`. A write shows at once: in a test namespace every
 * function instance rereads the cache version on each request (platform/list-cache.ts).
 */
export async function expectPublicHeading(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(stackUrl() + path);
  await expectShown(
    page.getByRole("heading", { level: 1, name: heading, exact: true }),
    `${path}'s heading "${heading}"`,
  );
}

/** The id at the end of the edit link of the list row named `name`. */
export async function editLinkId(page: Page, name: string): Promise<string> {
  const href = await page.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  return href!.split("/").pop()!;
}
