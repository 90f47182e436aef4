/**
 * What the walkthrough (walkthrough.browser.test.ts) checks on every page it visits, as a person would see it:
 * nothing outside the screen, a header that holds its row, a visible focus ring, and text that prints.
 */
import type { Page } from "playwright-core";

/** Elements that stick out of the screen sideways (or make the page scroll sideways), as readable lines. */
export async function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== "visible" || style.clip !== "auto" || style.clipPath !== "none") return true;
      }
      return false;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    }
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width <= 1 || rect.height <= 1 || style.visibility === "hidden" || style.position === "fixed") continue;
      if (el.closest("[popover]:not(:popover-open), [aria-hidden='true']")) continue;
      if ((rect.left < -1 || rect.right > width + 1) && !clipped(el))
        out.push(`${name(el)} spans ${rect.left}–${rect.right}`);
    }
    return out.slice(0, 10);
  });
}

/**
 * The fixed header: whether it is compact (scrolled), its height, how many rows its content takes (items whose
 * heights overlap share a row), and anything of it outside the screen.
 */
export async function headerShape(
  page: Page,
): Promise<{ compact: boolean; height: number; rows: number; outside: string[] }> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const box = header.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const row = header.querySelector(":scope > div")!;
    const spans: { top: number; bottom: number }[] = [];
    const outside: string[] = [];
    for (const child of Array.from(row.children)) {
      const rect = child.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      spans.push({ top: rect.top, bottom: rect.bottom });
      if (rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5 || rect.left < -0.5 || rect.right > width + 0.5) {
        outside.push(`${child.tagName.toLowerCase()} at ${Math.round(rect.left)},${Math.round(rect.top)}`);
      }
    }
    spans.sort((a, b) => a.top - b.top);
    let rows = 0;
    let rowBottom = -Infinity;
    for (const span of spans) {
      if (span.top >= rowBottom - 1) rows++;
      rowBottom = span.top >= rowBottom - 1 ? span.bottom : Math.max(rowBottom, span.bottom);
    }
    const compact = document.documentElement.hasAttribute("data-scrolled");
    return { compact, height: Math.round(box.height), rows, outside };
  });
}

/** Whether the focused element shows a focus ring (an outline, or a ring drawn as a box shadow). */
export async function focusRing(page: Page): Promise<{ element: string; ring: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: "nothing", ring: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return {
      element: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
      ring: el.matches(":focus-visible") && (outline || style.boxShadow !== "none"),
    };
  });
}

/**
 * Text that would print pale on paper: printers drop background colours by default, so light text (under 3:1
 * against white) vanishes unless the page keeps its backgrounds for print. Checked with print styles applied.
 */
export async function paleWhenPrinted(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: "print" });
  try {
    return await page.evaluate(() => {
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.textContent?.trim()) continue;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        if (style.display === "none" || style.visibility === "hidden" || rect.width === 0) continue;
        if (el.closest("[aria-hidden='true'], svg")) continue;
        const kept = (() => {
          for (let p: Element | null = el; p; p = p.parentElement) {
            if (getComputedStyle(p).printColorAdjust === "exact") return true;
          }
          return false;
        })();
        const rgb = (style.color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const contrast = 1.05 / (luminance(rgb) + 0.05);
        if (!kept && contrast < 3) out.push(`"${node.textContent.trim().slice(0, 40)}" in ${style.color}`);
      }
      return [...new Set(out)].slice(0, 10);
    });
  } finally {
    await page.emulateMedia({ media: "screen" });
  }
}
