/**
 * A page's head as HTML: <title>, the shared meta/link tags and JSON-LD, every value escaped.
 * Meta and link tags carry data-rh="true" so react-helmet-async adopts (or replaces) them after the app boots
 * instead of adding duplicates. JSON-LD is left unmarked: helmet would otherwise remove it.
 */
import escapeHtml from "escape-html";
import { pageHeadTags, type HeadTag, type PageMeta } from "@main-street/domain/seo";
import type { JsonLd } from "@main-street/domain/structured-data";

export interface HeadContent {
  meta: PageMeta;
  jsonLd: JsonLd[];
  /** Not-found pages ask search engines not to index them. */
  noindex?: boolean;
}

function tagHtml({ tag, attributes }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(" ");
  return `<${tag} data-rh="true" ${attrs}>`;
}

/** JSON for a <script> element: '<', '>' and '&' become \u escapes, so no text can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function renderHead({ meta, jsonLd, noindex }: HeadContent, origin: string): string {
  const tags = pageHeadTags(meta, origin);
  if (noindex) tags.push({ tag: "meta", attributes: { name: "robots", content: "noindex" } });
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...tags.map(tagHtml),
    ...jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join("\n    ");
}
