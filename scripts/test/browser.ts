/** Debian's Chromium driven by playwright-core, which brings no browser of its own (CHROMIUM_PATH names another). */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../stack/stack";
import { CLOCK_COOKIE, clockFor, NAMESPACE_COOKIE, stackUrl, testNamespace, type ClockOption } from "./stack-env";

/** The whole browser: what the phone measurements (bench:taps, Lighthouse) run, as a visitor's browser would. */
export const FULL_CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 without the desktop browser around them, which is what
 * Playwright itself runs headless tests on. A launch costs a third of the CPU and a page a quarter, so the browser
 * tests take about a fifth less time on two cores (decision 0050). Without it, the whole browser.
 */
const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

/**
 * Chromium in which every context (browser.newPage() makes one too) carries this test file's namespace cookie, sent
 * with every request to the stack (pages, API calls, images, downloads), so the pages show the file's own data; and
 * its clock: the file's (a dated file's test clock) unless `clock` says otherwise (null: the machine's). The clock is
 * both the server's (the test_clock cookie) and the page's (Playwright's clock, standing still at that instant), so
 * the page and the stack agree on the day (docs/testing.md#the-sites-clock).
 * Its pages find elements by their whole names: see wholeNamesByDefault.
 */
export async function launchBrowser(options: { clock?: ClockOption } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      // Less CPU for the same pages on a 2-core runner (about 6 % over two browser files, measured back to back):
      // pages live for seconds, so V8's optimising compiler rarely pays back, and the compositor draws in software
      // either way (no GPU).
      "--js-flags=--no-opt",
      "--disable-gpu-compositing",
      "--disable-gpu-rasterization",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    // Cookies are per host, not per port: this reaches a test's own dedicated stack on 127.0.0.1 as well.
    await context.addCookies([{ name: NAMESPACE_COOKIE, value: testNamespace(), url: stackUrl() }]);
    const at = clockFor(options.clock);
    if (at) await setContextClock(context, at);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => wholeNamesByDefault(await newPage());
    return context;
  };
  return browser;
}

/** Sets a context's clock, the stack's for its requests and its pages' own, to stand still at `at`. */
export async function setContextClock(context: BrowserContext, at: Date): Promise<void> {
  await context.addCookies([{ name: CLOCK_COOKIE, value: at.toISOString(), url: stackUrl() }]);
  await context.clock.setFixedTime(at);
}

const PATCHED = Symbol("whole names by default");
type RoleOptions = { name?: unknown; exact?: boolean } | undefined;
type ByRole = (this: unknown, role: unknown, options?: RoleOptions) => unknown;

/**
 * getByRole's name, given as a string, matches the whole accessible name (Playwright's exact: case and all, spaces
 * trimmed), not a case-insensitive part of it, so a link "Farmers Market" never finds "Saturday Farmers Market". A
 * part of a name is the explicit exception: a RegExp, or `exact: false`. Playwright has no such setting, so the
 * method of the page's classes (page, frame, locator, frame locator) is wrapped once.
 */
function wholeNamesByDefault(page: Page): Page {
  const samples = [page, page.mainFrame(), page.locator(":root"), page.frameLocator(":root")];
  for (const prototype of new Set(samples.map((o) => Object.getPrototypeOf(o) as Record<PropertyKey, unknown>))) {
    if (prototype[PATCHED]) continue;
    prototype[PATCHED] = true;
    const byRole = prototype.getByRole as ByRole;
    prototype.getByRole = function (this: unknown, role: unknown, options?: RoleOptions) {
      const whole = typeof options?.name === "string" && options.exact === undefined;
      return byRole.call(this, role, whole ? { ...options, exact: true } : options);
    };
  }
  return page;
}

/**
 * Waits until the page has loaded what it shows, scrolled to the end: the load event, every image (lazy ones made
 * eager) loaded or failed, its fonts, and its frames' load events. A precise stand-in for "network idle", which
 * costs at least half a second of silence per call and says nothing about what finished.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  for (const frame of page.frames()) await frame.waitForLoadState("load");
}

/**
 * Waits (within Playwright's bound) for `locator` to reach `state`, then asserts it with `expect`, so a failure says
 * what was expected on the page rather than only that a wait ran out. `what` defaults to the locator itself, e.g.
 * "getByRole('button', { name: 'Try again' })".
 */
export async function expectShown(
  locator: Locator,
  what = locator.toString(),
  state: "visible" | "hidden" | "attached" | "detached" = "visible",
): Promise<void> {
  const reached = await locator.waitFor({ state }).then(
    () => "reached",
    (error: Error) => `not reached: ${error.message.split("\n")[0]}`,
  );
  expect({ expected: `${what} (${state})`, outcome: reached }).toEqual({
    expected: `${what} (${state})`,
    outcome: "reached",
  });
}

/** A text field by the start of its label: a required field's label ends with an asterisk. */
export const textField = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole("textbox", { name: new RegExp(`^${label}`) });

/** Serious and critical axe-core violations on the current page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Judged on the page as it settles: a part still loading its code (aria-busy) is about to change, and contrast is
  // judged on final colours (an element fading in, or a button turning live, is part-way between two colours).
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself (frames included) rather than gathering partial results into a new blank
  // page, and only violations are reported in full: together about half the CPU a check took (decision 0050).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(ROOT, "test-artifacts", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
