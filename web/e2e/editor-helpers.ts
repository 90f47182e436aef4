/** Browser helpers for the editor and upload tests (issue 5). */
import type { Page } from "playwright-core";

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

/*
 * Waits for states Playwright's locators can't express (a computed style, a form value, an attribute pattern),
 * checked in the page on every animation frame within Playwright's default timeout. The element is looked up again
 * on each check, so a re-render never leaves the wait holding a stale element.
 */

/** Until the element `selector` finds has the computed `property` (e.g. after a CSS transition). */
export async function computedStyleIs(page: Page, selector: string, property: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([sel, prop, expected]) => {
      const element = document.querySelector(sel);
      return element !== null && getComputedStyle(element).getPropertyValue(prop) === expected;
    },
    [selector, property, value] as const,
  );
}

/** Until the form field labelled `label` holds `value`. */
export async function fieldValueIs(page: Page, label: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([name, expected]) => {
      const labelElement = Array.from(document.querySelectorAll("label")).find((l) => l.textContent?.trim() === name);
      const field = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null;
      return (field as HTMLTextAreaElement | HTMLInputElement | null)?.value === expected;
    },
    [label, value] as const,
  );
}

/** Until the element `selector` finds has attribute `name` matching `pattern`. */
export async function attributeMatches(page: Page, selector: string, name: string, pattern: RegExp): Promise<void> {
  await page.waitForFunction(
    ([sel, attribute, source, flags]) => {
      const actual = document.querySelector(sel)?.getAttribute(attribute);
      return typeof actual === "string" && new RegExp(source, flags).test(actual);
    },
    [selector, name, pattern.source, pattern.flags] as const,
  );
}

/**
 * Until react-draft-wysiwyg's toolbar has been made accessible (use-accessible-toolbar.ts): its hook runs after the
 * toolbar first paints, so an accessibility check must wait for it rather than poll around it.
 */
export async function toolbarDescribed(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const options = Array.from(document.querySelectorAll(".rdw-option-wrapper"));
    return (
      options.length > 0 &&
      options.every(
        (o) =>
          o.getAttribute("role") === "button" &&
          Boolean(o.getAttribute("aria-label")) &&
          o.hasAttribute("aria-pressed") &&
          !o.hasAttribute("aria-selected"),
      )
    );
  });
}
