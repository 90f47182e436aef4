/**
 * The editor's image: what an IMAGE entity holds, how it is written as HTML (inline style the sanitisers keep)
 * and read back, so size and alignment survive HTML → editor → HTML.
 */
import { STYLE_RULES } from "@main-street/domain/rich-text";

export type ImageAlignment = "left" | "center" | "right";

export interface ImageData {
  src: string;
  alt: string;
  /** CSS length such as '500px' or '100%'; '' for auto. */
  width: string;
  height: string;
  alignment: ImageAlignment;
}

/** docs/product.md#editor */
export const IMAGE_SIZES = [
  { id: "small", label: "Small (300px)", width: "300px" },
  { id: "medium", label: "Medium (500px)", width: "500px" },
  { id: "large", label: "Large (800px)", width: "800px" },
  { id: "xlarge", label: "Extra Large (1200px)", width: "1200px" },
  { id: "full", label: "Full Width (100%)", width: "100%" },
  { id: "custom", label: "Custom", width: "" },
] as const;
export type ImageSizeId = (typeof IMAGE_SIZES)[number]["id"];
export const DEFAULT_IMAGE_SIZE: ImageSizeId = "medium";
export const DEFAULT_IMAGE_ALIGNMENT: ImageAlignment = "center";

const cssLength = (value: string, rule: RegExp) => {
  const v = value.trim().toLowerCase();
  return v && v !== "auto" && rule.test(v) ? v : "";
};

/** A custom size as typed ('600', '600px', '50%'); empty or invalid falls back to auto (''). */
export function normaliseLength(value: string): string {
  const v = value.trim();
  return cssLength(/^\d+(\.\d+)?$/.test(v) ? `${v}px` : v, STYLE_RULES.width);
}

/** The inline style of an image, as CSS declarations. */
export function imageStyleEntries(data: ImageData): [string, string][] {
  const width = cssLength(data.width, STYLE_RULES.width);
  const height = cssLength(data.height, STYLE_RULES.height);
  const entries: [string, string][] = [];
  if (width) entries.push(["width", width]);
  entries.push(["max-width", "100%"], ["height", height || "auto"]);
  if (data.alignment === "left") entries.push(["float", "left"], ["margin", "0 1em 1em 0"]);
  else if (data.alignment === "right") entries.push(["float", "right"], ["margin", "0 0 1em 1em"]);
  else entries.push(["display", "block"], ["margin", "0 auto"]);
  return entries;
}

function imageStyle(data: ImageData): string {
  return imageStyleEntries(data)
    .map(([property, value]) => `${property}:${value}`)
    .join(";");
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function imageHtml(data: ImageData): string {
  return `<img src="${escapeAttribute(data.src)}" alt="${escapeAttribute(data.alt)}" style="${imageStyle(data)}" />`;
}

function alignmentOf(img: HTMLElement): ImageAlignment {
  const float = img.style.float;
  if (float === "left" || float === "right") return float;
  if (img.style.display === "block" && img.style.marginLeft === "auto") return "center";
  // Older content centres images with an aligned wrapper paragraph (as the seed data does).
  const wrapper = img.parentElement?.style.textAlign;
  return wrapper === "left" || wrapper === "right" ? wrapper : "center";
}

/** Reads an <img> written by imageHtml (or by hand) back into entity data. */
export function readImageElement(img: HTMLElement): ImageData {
  const attributeWidth = img.getAttribute("width");
  return {
    src: img.getAttribute("src") ?? "",
    alt: img.getAttribute("alt") ?? "",
    width: cssLength(img.style.width, STYLE_RULES.width) || (attributeWidth ? normaliseLength(attributeWidth) : ""),
    height: cssLength(img.style.height, STYLE_RULES.height),
    alignment: alignmentOf(img),
  };
}

/** Entity data from any source (our own, or react-draft-wysiwyg's 'none' for centre), made complete. */
export function toImageData(data: Record<string, unknown>): ImageData {
  const alignment = data.alignment === "left" || data.alignment === "right" ? data.alignment : "center";
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  return { src: text("src"), alt: text("alt"), width: text("width"), height: text("height"), alignment };
}
