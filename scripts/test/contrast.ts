/**
 * Text contrast measured on the pixels a page paints (docs/decisions/0083-contrast-check.md): each visible text's line
 * boxes and colour are read in the page, then one screenshot is taken with all text made transparent, so what lies
 * under each box is the background that text is drawn on, whatever painted it (a colour, a gradient, an image, an
 * element behind). axe-core's own rule gives up on backgrounds it can't compute; this doesn't.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { ROOT } from "../stack/stack";

/** WCAG 1.4.3: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
const NORMAL = 4.5;
const LARGE = 3;
/** The share of a box's pixels that may fall short: anti-aliased edges and a border running through a box. */
const ALLOWED_SHORT = 0.05;

interface TextBox {
  text: string;
  /** The text's colour with its alpha and its ancestors' opacity, 0–255 and 0–1. */
  color: [number, number, number, number];
  large: boolean;
  /** Line boxes in document pixels, clipped by the ancestors that clip. */
  boxes: { x: number; y: number; width: number; height: number }[];
}

export interface ContrastProblem {
  text: string;
  color: string;
  /** The background colour at the worst of its pixels that count. */
  background: string;
  ratio: number;
  required: number;
}

/** Every visible text node's line boxes, colour and size; runs in the page. */
function readTextBoxes(): TextBox[] {
  const parse = (value: string): [number, number, number, number] => {
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const parts = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const clips = (el: Element) => {
    const style = getComputedStyle(el);
    return (
      style.overflowX !== "visible" ||
      style.overflowY !== "visible" ||
      style.clipPath !== "none" ||
      (style.clip !== "auto" && style.clip !== "")
    );
  };
  const out: TextBox[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const el = node.parentElement;
    if (!text || !el || el.closest("script, style, noscript, template, select, option, title")) continue;
    // Text inside a graphic (the district map's street names and pin counts) is part of a picture with significant
    // other visual content, which WCAG 1.4.3 exempts; its boxes along a path don't say what it is drawn on either.
    if (el.closest("svg")) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    // WCAG exempts inactive controls.
    if (el.closest(':disabled, [aria-disabled="true"]')) continue;
    const style = getComputedStyle(el);
    const color = parse(style.color);
    for (let up: Element | null = el; up; up = up.parentElement) color[3] *= Number(getComputedStyle(up).opacity);
    if (color[3] === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [];
    for (const rect of Array.from(range.getClientRects())) {
      let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        if (!clips(up)) continue;
        const c = up.getBoundingClientRect();
        const zero = getComputedStyle(up).clip.startsWith("rect(0");
        [left, top, right, bottom] = zero
          ? [0, 0, 0, 0]
          : [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
      }
      if (right - left >= 2 && bottom - top >= 2) {
        boxes.push({ x: left + scrollX, y: top + scrollY, width: right - left, height: bottom - top });
      }
    }
    if (boxes.length === 0) continue;
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    out.push({ text: text.slice(0, 60), color, large: size >= 24 || (bold && size >= 18.66), boxes });
  }
  return out;
}

/**
 * Hides every glyph, leaving what is behind them. Only the glyphs' fill: the text's colour itself stays, so a
 * background painted in `currentColor` (what hid "Explore More Businesses") stays in the picture too.
 */
const HIDE_TEXT = `
*, *::before, *::after, *::placeholder {
  -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  text-decoration-color: transparent !important; caret-color: transparent !important;
  transition: none !important; animation: none !important;
}`;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const hex = (r: number, g: number, b: number) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

/**
 * The texts on the page, as it is now, whose contrast with what they are drawn on falls short. With any, the page as
 * shown and as measured (text hidden) are saved as test-artifacts/contrast/`name`-{page,background}.png.
 */
export async function contrastProblems(page: Page, name: string): Promise<ContrastProblem[]> {
  // From the top, and still there: the site scrolls smoothly (a scroll still under way moves the page between the
  // measure and the screenshot), and what scrolling set moving (the header compacting back) must come to rest.
  await page.evaluate(async () => {
    document.documentElement.style.scrollBehavior = "auto";
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    do {
      window.scrollTo(0, 0);
      await frames();
    } while (window.scrollY !== 0);
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const texts = await page.evaluate(readTextBoxes);
  const style = await page.addStyleTag({ content: HIDE_TEXT });
  const shot = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  await style.evaluate((node) => (node as Element).remove());
  if ((await page.evaluate(() => window.scrollY)) !== 0)
    throw new Error("The page scrolled while its contrast was measured");
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });

  const problems: ContrastProblem[] = [];
  for (const t of texts) {
    const [r, g, b, a] = t.color;
    const required = t.large ? LARGE : NORMAL;
    const seen: { ratio: number; bg: [number, number, number] }[] = [];
    for (const box of t.boxes) {
      const [x0, y0] = [Math.max(0, Math.ceil(box.x)), Math.max(0, Math.ceil(box.y))];
      const [x1, y1] = [
        Math.min(info.width, Math.floor(box.x + box.width)),
        Math.min(info.height, Math.floor(box.y + box.height)),
      ];
      for (let y = y0; y < y1; y += 2) {
        for (let x = x0; x < x1; x += 2) {
          const i = (y * info.width + x) * 3;
          const bg: [number, number, number] = [data[i]!, data[i + 1]!, data[i + 2]!];
          // The text as drawn: its colour over this pixel, at its alpha.
          const fg = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)] as const;
          const [l1, l2] = [luminance(...fg), luminance(...bg)];
          seen.push({ ratio: (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05), bg });
        }
      }
    }
    if (seen.length === 0) continue;
    seen.sort((p, q) => p.ratio - q.ratio);
    const worst = seen[Math.floor(seen.length * ALLOWED_SHORT)]!;
    if (worst.ratio < required) {
      problems.push({
        text: t.text,
        color: `${hex(r, g, b)}${a < 1 ? ` at ${a.toFixed(2)}` : ""}`,
        background: hex(...worst.bg),
        ratio: Number(worst.ratio.toFixed(2)),
        required,
      });
    }
  }
  if (problems.length > 0) {
    const dir = path.join(ROOT, "test-artifacts", "contrast");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}-background.png`), shot);
    await page.screenshot({ path: path.join(dir, `${name}-page.png`), fullPage: true });
  }
  return problems;
}
