/**
 * Sanitises stored description HTML again right before it is rendered (defence in depth: the server already
 * did, with the same allowlist from @main-street/domain/rich-text).
 */
import DOMPurify from "dompurify";
import {
  ALIGNABLE_TAGS,
  IMAGE_DIMENSION,
  LINK_TARGETS,
  RICH_TEXT_TAGS,
  SAFE_LINK_REL,
  filterStyle,
  isAllowedImageSrc,
} from "@main-street/domain/rich-text";

const ALIGNABLE = new Set<string>(ALIGNABLE_TAGS);

/** A private instance, so these hooks never affect other DOMPurify users; made on first use (browser only). */
function createPurifier() {
  const purifier = DOMPurify(window);
  purifier.addHook("uponSanitizeAttribute", (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === "style") {
      const style = tag === "img" || ALIGNABLE.has(tag) ? filterStyle(tag, data.attrValue) : "";
      data.attrValue = style;
      data.keepAttr = style !== "";
    }
    if ((data.attrName === "width" || data.attrName === "height") && !IMAGE_DIMENSION.test(data.attrValue)) {
      data.keepAttr = false;
    }
    if ((data.attrName === "href" || data.attrName === "src") && /^\s*\/\//.test(data.attrValue)) {
      data.keepAttr = false; // protocol-relative: another site
    }
    if (data.attrName === "target" && !(LINK_TARGETS as readonly string[]).includes(data.attrValue)) {
      data.keepAttr = false;
    }
  });

  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", SAFE_LINK_REL);
      else node.removeAttribute("rel");
    }
    if (node.nodeName === "IMG" && !isAllowedImageSrc(node.getAttribute("src") ?? "")) node.remove();
  });
  return purifier;
}

let purifier: ReturnType<typeof createPurifier> | undefined;

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ["href", "title", "target", "rel", "src", "alt", "width", "height", "style"],
  // DOMPurify's default, less ftp/sms/cid/xmpp: a scheme must be one of ours; values without one pass.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** In the browser only: the server renderer has no DOM and uses the function's sanitiser (lib/render-context). */
export function sanitizeForRender(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, CONFIG);
}

const DIFF_CONFIG = { ...CONFIG, ALLOWED_TAGS: [...RICH_TEXT_TAGS, "del"] };

/** A description diff (the staff review): the same allowlist, plus the <del> the diff view writes. */
export function sanitizeDiffForRender(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, DIFF_CONFIG);
}
