/**
 * The rich-text allowlist: exactly what the description editor produces. The server sanitises stored
 * descriptions with it (sanitize-html) and the browser sanitises again before rendering (DOMPurify).
 */
export const RICH_TEXT_TAGS = [
  "p",
  "div",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "ins",
  "h1",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "a",
  "img",
] as const;

/** Blocks that may carry `style="text-align: …"`. */
export const ALIGNABLE_TAGS = ["p", "div", "h1", "h2", "h3", "li", "blockquote"] as const;

export const LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;
export const LINK_TARGETS = ["_blank", "_self"] as const;
export const SAFE_LINK_REL = "noopener noreferrer";

const LENGTH = String.raw`(?:\d{1,4}(?:\.\d{1,2})?(?:px|%|em|rem|vw)|0)`;
const SIZE = new RegExp(`^(?:${LENGTH}|auto)$`);

/** Allowed CSS properties and their values (no url(), expression(), or anything else). */
export const STYLE_RULES = {
  width: SIZE,
  height: SIZE,
  "max-width": new RegExp(`^(?:${LENGTH}|none)$`),
  float: /^(?:left|right|none)$/,
  display: /^(?:block|inline|inline-block)$/,
  margin: new RegExp(`^(?:${LENGTH}|auto)(?:\\s+(?:${LENGTH}|auto)){0,3}$`),
  "text-align": /^(?:left|right|center|justify)$/,
} as const;
export type StyleProperty = keyof typeof STYLE_RULES;

const IMAGE_STYLE_PROPERTIES: StyleProperty[] = ["width", "height", "max-width", "float", "display", "margin"];
const BLOCK_STYLE_PROPERTIES: StyleProperty[] = ["text-align"];

/** Properties a tag's style may keep. */
export function stylePropertiesFor(tag: string): StyleProperty[] {
  if (tag === "img") return IMAGE_STYLE_PROPERTIES;
  return (ALIGNABLE_TAGS as readonly string[]).includes(tag) ? BLOCK_STYLE_PROPERTIES : [];
}

/** Keeps only allowed declarations of a style attribute, normalised as 'prop:value;prop:value'. */
export function filterStyle(tag: string, style: string): string {
  const allowed = stylePropertiesFor(tag);
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase() as StyleProperty;
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (allowed.includes(property) && STYLE_RULES[property].test(value)) kept.push(`${property}:${value}`);
  }
  return kept.join(";");
}

/**
 * Images may come from uploads, the site's bundled images, or an https address (the pages' Content-Security-Policy
 * allows https images; a plain-http one would be blocked or mixed content). Site paths never hold '..' or backslashes.
 */
export function isAllowedImageSrc(src: string): boolean {
  if (/^https:\/\/[^\s"'<>\\]+$/i.test(src)) return true;
  if (/^\/objects\/uploads\/[\w-]+(?:\/w\d+\.webp)?$/.test(src)) return true;
  return /^\/images\/[\w-]+(?:\/[\w-]+)*\.(?:png|jpe?g|webp|gif|avif|svg)$/i.test(src);
}

/** Image width/height attributes: plain pixel numbers only. */
export const IMAGE_DIMENSION = /^\d{1,4}$/;
