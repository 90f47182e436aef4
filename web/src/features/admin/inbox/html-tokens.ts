/** Description HTML as the diff sees it: tags, words and whitespace, and the little it reads from a tag. */

/**
 * A tag, or a word with the whitespace after it (so a change never splits at a shared space), or whitespace that
 * follows a tag. The editor writes some spaces as &nbsp;. An image counts as a word: it is added or removed whole.
 */
const SPACE = String.raw`(?:\s|&nbsp;)`;
const TOKEN = new RegExp(String.raw`<[^>]*>|(?:(?!&nbsp;)[^<\s])+${SPACE}*|${SPACE}+`, "g");
const TRAILING_SPACE = new RegExp(`${SPACE}+$`);
const VOID = new Set(["br", "img", "hr", "wbr"]);
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export const isImage = (token: string) => /^<img[\s/>]/i.test(token);
export const isTag = (token: string) => token.startsWith("<") && !isImage(token);
export const isEndTag = (token: string) => token.startsWith("</");

/** A token without its trailing whitespace: "daily." at the end of a paragraph is "daily. " once text follows it. */
export const bare = (token: string) => token.replace(TRAILING_SPACE, "");

/** A word or an image: something a reader sees, unlike markup and whitespace. */
export const isWord = (token: string) => !isTag(token) && bare(token) !== "";

/**
 * The editor writes underline as <ins> (draftjs-to-html): shown as <u> here, so every <ins> in the view is an
 * insertion.
 */
export function tokens(html: string): string[] {
  return (html.match(TOKEN) ?? []).map((t) => t.replace(/^<(\/?)ins(?=[\s>])/i, "<$1u"));
}

function decode(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith("#")) return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** A word as a person reads it: no trailing space, entities decoded. */
export const plainText = (token: string) => decode(bare(token));

/** Text made safe to put between tags. */
export const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An attribute's value, decoded ("" when it has none), or undefined when the tag lacks it. */
export function attribute(tag: string, name: "href" | "src"): string | undefined {
  const found = new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`, "i").exec(tag);
  return found ? decode(found[1] ?? found[2] ?? found[3] ?? "") : undefined;
}

/** Each element's start tag index mapped to its end tag's (void and unclosed elements have none). */
export function matchingEnds(t: string[]): Map<number, number> {
  const ends = new Map<number, number>();
  const open: { name: string; at: number }[] = [];
  t.forEach((token, k) => {
    const name = /^<\/?([a-z][a-z0-9]*)/i.exec(token)?.[1]?.toLowerCase();
    if (!name || VOID.has(name) || token.endsWith("/>")) return;
    if (!isEndTag(token)) {
      open.push({ name, at: k });
      return;
    }
    const start = open.map((o) => o.name).lastIndexOf(name);
    const element = open[start];
    if (!element) return;
    ends.set(element.at, k);
    open.length = start;
  });
  return ends;
}
