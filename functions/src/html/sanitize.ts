import sanitizeHtml from "sanitize-html";
import {
  ALIGNABLE_TAGS,
  IMAGE_DIMENSION,
  LINK_SCHEMES,
  RICH_TEXT_TAGS,
  SAFE_LINK_REL,
  STYLE_RULES,
  isAllowedImageSrc,
  stylePropertiesFor,
} from "@main-street/domain/rich-text";

const allowedStyles: Record<string, Record<string, RegExp[]>> = {};
for (const tag of ["img", ...ALIGNABLE_TAGS]) {
  allowedStyles[tag] = Object.fromEntries(stylePropertiesFor(tag).map((p) => [p, [STYLE_RULES[p]]]));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "style"],
    ...Object.fromEntries(ALIGNABLE_TAGS.map((tag) => [tag, ["style"]])),
  },
  allowedStyles,
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Dropped with their content (the default list only has script, style, textarea, option).
  nonTextTags: [
    ...["script", "style", "textarea", "option", "noscript", "title", "template", "xmp", "noembed", "noframes"],
    ...["svg", "math", "iframe", "object", "embed"],
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = attribs;
      if (target === "_blank") return { tagName, attribs: { ...rest, target, rel: SAFE_LINK_REL } };
      return { tagName, attribs: target === "_self" ? { ...rest, target } : rest };
    },
    img: (tagName, attribs) => {
      const kept = { ...attribs };
      for (const key of ["width", "height"] as const) {
        if (kept[key] !== undefined && !IMAGE_DIMENSION.test(kept[key])) delete kept[key];
      }
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSrc(frame.attribs.src ?? ""),
};

/**
 * Sanitises description HTML for storage: only what the editor produces survives (headings, lists, alignment,
 * links with safe schemes, images with size and alignment); everything else is dropped or made plain text.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
