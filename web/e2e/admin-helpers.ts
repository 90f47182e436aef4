/** Steps shared by the admin-area browser tests (issue 4). */
import type { BrowserContext, Page } from "playwright-core";
import { eventually } from "../../scripts/test/eventually";
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
  // The machine is shared and slow at times; waiting longer is safe because every wait is for a condition.
  context.setDefaultTimeout(60_000);
  await offlineGoogleApis(context);
  if (session) {
    await context.addCookies(browserSessionCookies(session, stackUrl()));
  }
  return context;
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
  await toast.waitFor();
  if (message) await toast.getByText(message, { exact: true }).waitFor();
}

/**
 * Loads a public page until its h1 reads `heading`: another function instance may serve its cached list for up
 * to about 2 s after a write (docs/decisions/0002).
 */
export async function publicHeadingBecomes(page: Page, path: string, heading: string): Promise<void> {
  await eventually(
    async () => {
      await page.goto(stackUrl() + path);
      return page.locator("h1").first().innerText();
    },
    (text) => text.trim() === heading,
    `${path} to show '${heading}'`,
  );
}

/** The id at the end of the edit link of the list row named `name`. */
export async function editLinkId(page: Page, name: string): Promise<string> {
  const href = await page.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  return href!.split("/").pop()!;
}
