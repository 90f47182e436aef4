/**
 * Page meta from the ONE shared source (@main-street/domain/seo). The server writes these tags into the page it
 * sends (functions/src/seo); after a navigation inside the app this updates the same elements in place, so no tag
 * is ever doubled. A few lines of DOM work instead of a head-manager library on every public page.
 */
import { pageHeadTags, type HeadTag, type PageMeta } from "@main-street/domain/seo";
import { useEffect } from "react";

function selectorFor({ tag, attributes }: HeadTag): string {
  if (tag === "link") return `link[rel="${attributes.rel}"]`;
  const [name, value] = Object.entries(attributes)[0]!;
  return `meta[${name}="${value}"]`;
}

function writeTag(tag: HeadTag): void {
  let element = document.head.querySelector(selectorFor(tag));
  if (!element) element = document.head.appendChild(document.createElement(tag.tag));
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
}

export function Seo({ meta, noindex = false }: { meta: PageMeta; noindex?: boolean }) {
  useEffect(() => {
    document.title = meta.title;
    for (const tag of pageHeadTags(meta, window.location.origin)) writeTag(tag);
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noindex) writeTag({ tag: "meta", attributes: { name: "robots", content: "noindex" } });
    else robots?.remove();
  }, [meta, noindex]);
  return null;
}
