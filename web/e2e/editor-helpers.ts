/** Browser helpers for the editor and upload tests (issue 5). */
import type { Locator, Page } from "playwright-core";
import { eventually } from "../../scripts/test/eventually";

/** Every resource the page has loaded so far (scripts included). */
export function loadedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
}

/** Records every value the upload progress bar shows, in order, into window.__progress. */
export async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const values: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = values;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Image upload progress"]');
      const value = bar?.getAttribute("aria-valuenow");
      if (value !== null && value !== undefined && Number(value) !== values.at(-1)) values.push(Number(value));
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
}

/** Waits (bounded) until a locator meets a condition; not a timing assertion. */
export function until(locator: Locator) {
  // Bounds a wait on a shared, sometimes slow machine; not a timing assertion.
  const poll = (check: () => Promise<boolean>, what: string) =>
    eventually(check, Boolean, `${locator} ${what}`, 60_000);
  return {
    toBeVisible: () => poll(() => locator.isVisible(), "to be visible"),
    toBeDisabled: () => poll(() => locator.isDisabled(), "to be disabled"),
    toHaveText: (text: string) => poll(async () => (await locator.textContent())?.trim() === text, `text ${text}`),
    toHaveValue: (text: string) => poll(async () => (await locator.inputValue()) === text, `value ${text}`),
    toHaveCount: (count: number) => poll(async () => (await locator.count()) === count, `count ${count}`),
    toHaveAttribute: (name: string, pattern: string | RegExp) =>
      poll(async () => {
        const actual = await locator.getAttribute(name);
        return actual !== null && (typeof pattern === "string" ? actual === pattern : pattern.test(actual));
      }, `[${name}] ${pattern}`),
    toHaveCSS: (property: string, expected: string) =>
      poll(
        async () =>
          (await locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)) === expected,
        `css ${property}: ${expected}`,
      ),
  };
}
