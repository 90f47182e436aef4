import { RICH_TEXT_TAGS, STYLE_RULES } from "../domain/rich-text";

const ALLOWED_ATTRIBUTES = new Set(["href", "src", "alt", "title", "style", "target", "rel", "width", "height"]);
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data|livescript|mocha):/;
/** Raw tags that must never appear, even where a parser would ignore them (frameset inside body). */
const RAW_DANGEROUS_TAG = /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|meta|base|link|style|svg|math)\b/i;
const DANGEROUS_CSS = /expression|url\s*\(|javascript|behavior|binding|@import|\\/i;

/** The little of the DOM the check needs (jsdom's or a browser's), without needing the DOM typings here. */
export interface ParsedElement {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<ParsedElement>;
}

/**
 * Why sanitised HTML could still run script or escape its box, judged on the DOM a browser builds from it
 * (attribute values there are already entity-decoded). Empty when the HTML is inert. Used by the XSS tests.
 */
export function inertnessProblems(html: string, parse: (html: string) => { body: ParsedElement }): string[] {
  const problems: string[] = [];
  const raw = RAW_DANGEROUS_TAG.exec(html);
  if (raw) problems.push(`a <${raw[1]!.toLowerCase()} tag survived`);
  const body = parse(html).body;
  // The body itself too: a parser moves <body onload> attributes onto it.
  for (const element of [body, ...Array.from(body.querySelectorAll("*"))]) {
    const tag = element.tagName.toLowerCase();
    if (element !== body && !(RICH_TEXT_TAGS as readonly string[]).includes(tag)) {
      problems.push(`disallowed element <${tag}>`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith("on")) problems.push(`event handler ${name} on <${tag}>`);
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`disallowed attribute ${name} on <${tag}>`);
      if (name === "href" || name === "src") {
        // Old browsers ignored control characters (and NUL, which parsers now turn into U+FFFD) inside schemes.
        // eslint-disable-next-line no-control-regex
        const url = value.replace(/[\u0000-\u0020\u007f-\u009f\ufffd]/g, "").toLowerCase();
        if (DANGEROUS_SCHEME.test(url)) problems.push(`dangerous URL ${name}="${value}" on <${tag}>`);
        if (url.startsWith("//")) problems.push(`protocol-relative ${name} on <${tag}>`);
      }
      if (name === "style") problems.push(...styleProblems(tag, value));
    }
    if (
      tag === "a" &&
      element.getAttribute("target") === "_blank" &&
      !/noopener/.test(element.getAttribute("rel") ?? "")
    ) {
      problems.push("target=_blank without rel=noopener");
    }
  }
  return problems;
}

function styleProblems(tag: string, style: string): string[] {
  if (DANGEROUS_CSS.test(style)) return [`dangerous CSS "${style}" on <${tag}>`];
  return style
    .split(";")
    .map((d) => d.split(":")[0]!.trim().toLowerCase())
    .filter((property) => property && !(property in STYLE_RULES))
    .map((property) => `disallowed CSS property ${property} on <${tag}>`);
}
