/** Plain-text helpers shared by the API (search, SEO) and the web app (cards, lists). */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAG =
  /<\/?(p|div|br|hr|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption|img)\b[^>]*>/gi;

/** Removes all markup (including script/style bodies) and collapses whitespace. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return "";
  const withoutBlocks = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, " ");
  // Block-level tags separate words; inline ones (strong, em, a…) must not add a space before punctuation.
  const withoutTags = withoutBlocks
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(withoutTags).replace(/[<>]/g, "").replace(/\s+/g, " ").trim();
}

/** Cuts text to at most `max` characters, on a word boundary where possible, adding an ellipsis when cut. */
export function truncate(text: string, max: number, ellipsis = "…"): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - ellipsis.length);
  const cut = text.slice(0, room);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > room * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd() + ellipsis;
}

/** An event's description for search engines (docs/product.md#seo). */
const SNIPPET_LENGTH = 160;
export function snippet(html: string | null | undefined): string {
  return truncate(stripHtml(html), SNIPPET_LENGTH);
}

/** Lower-cases and removes accents, for search indexing and matching. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}
