/** Shared steps for the public-site browser tests (issue 3). */
import { randomUUID } from "node:crypto";
import type { Browser, Page, Route } from "playwright-core";
import { expectShown, screenshot, seriousA11yViolations } from "../../scripts/test/browser";
import { signInSeeded } from "../../scripts/test/sessions";
import { adminForTests, stackUrl } from "../../scripts/test/stack-env";
import { testNow } from "../../scripts/test/test-clock";

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function openPage(browser: Browser, path: string, viewport = DESKTOP, cookie?: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([
      { name: name!, value: value.join("="), url: stackUrl() },
      { name: "signed_in", value: "1", url: stackUrl() },
    ]);
  }
  const page = await context.newPage();
  // Shown in the test output, to explain a page that never rendered.
  page.on("pageerror", (error) => console.warn(`${path}: ${error.message}`));
  await page.goto(stackUrl() + path);
  await waitForApp(page);
  return page;
}

/**
 * The server's HTML shows at once; the app's code loads on the visitor's first intent, a mouse move for one
 * (web/src/main.tsx). Tests that act on the app move the mouse, then wait for it to take over.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
  await expectShown(appRunning(page), undefined, "attached");
}

/** Present once the app has taken over the page (the mark product styles use: web/src/lib/app-started.ts). */
export const appRunning = (page: Page) => page.locator('body[data-hydrated="true"]');

/**
 * Holds the page's requests matching `pattern` until released: code that arrives late, as on a slow phone.
 * `requested` settles once the page has asked for the first of them.
 */
export function holdRequests(page: Page, pattern: string): { release: () => void; requested: Promise<void> } {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  void page.route(pattern, async (route: Route) => {
    asked();
    await gate;
    await route.continue();
  });
  return { release: () => release(), requested };
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** A record's page as staff see it (docs/product.md#roles): the link `name` leads to its edit screen at `href`. */
export async function expectEditLinkForStaff(browser: Browser, path: string, name: string, href: string) {
  const session = await signInSeeded("admin");
  const page = await openPage(browser, path, DESKTOP, session.cookie);
  try {
    const edit = page.getByRole("link", { name });
    await expectShown(edit);
    expect(await edit.getAttribute("href")).toBe(href);
  } finally {
    await closePage(page);
  }
}

/** The page of a record that doesn't exist: its heading, the sentence that explains, and the link back to the list. */
export async function expectNotFoundPage(
  browser: Browser,
  path: string,
  says: { heading: string; sentence: string; back: { name: string; href: string } },
) {
  const page = await openPage(browser, path, DESKTOP);
  try {
    await expectShown(page.getByRole("heading", { level: 1, name: says.heading }));
    await expectShown(page.getByText(says.sentence));
    expect(await page.getByRole("link", { name: says.back.name }).getAttribute("href")).toBe(says.back.href);
  } finally {
    await closePage(page);
  }
}

/** A full-page screenshot with every lazy image loaded and decoded, taken from the top. */
export async function fullPageScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images).map((img) => {
        img.loading = "eager";
        return img.decode().catch(() => undefined);
      }),
    );
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await screenshot(page, name);
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Marks the window, so a later check can tell that no full page load happened in between. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

export async function windowStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

/**
 * Writes documents straight into this test file's Firestore (shapes the API would refuse, e.g. a featured past
 * event) and bumps the API's list-cache version, so the next request serves them.
 */
export async function insertFixtures(
  collection: "events" | "businesses",
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  const admin = adminForTests();
  try {
    const now = testNow(); // made "now" in the file's world: a dated file's clock may be a year ahead
    const batch = admin.db.batch();
    for (const [id, data] of Object.entries(docs)) {
      batch.set(admin.db.collection(collection).doc(id), { ...data, createdAt: now, updatedAt: now });
    }
    batch.set(admin.db.doc("_meta/cache"), { version: `e2e-${randomUUID()}` });
    await batch.commit();
  } finally {
    await admin.close();
  }
}
