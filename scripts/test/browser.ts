/** Debian's Chromium driven by playwright-core (no browser download is possible here). */
import { chromium, type Browser, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../stack/stack";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Generous waits: the stack tests share two cores with the emulators, so a page can take far longer than
 * Playwright's 30 s default under load. These bound hangs; they are not performance assertions.
 */
const ACTION_TIMEOUT_MS = 90_000;

export async function launchBrowser(): Promise<Browser> {
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
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    page.context().setDefaultTimeout(ACTION_TIMEOUT_MS);
    page.context().setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
    return page;
  };
  return browser;
}

/** Serious and critical axe-core violations on the current page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(ROOT, "test-artifacts", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
