/**
 * Writes a page's meta into the document's head in place, over the tags the server wrote (functions/src/seo), so
 * no tag is ever doubled after a navigation in the app. A few lines of DOM work instead of a head manager.
 */
import { pageHeadTags, type HeadTag, type PageMeta } from "@main-street/domain/seo";

function selectorFor({ tag, attributes }: HeadTag): string {
  if (tag === "link") return `link[rel="${attributes.rel}"]${attributes.type ? `[type="${attributes.type}"]` : ""}`;
  const [name, value] = Object.entries(attributes)[0]!;
  return `meta[${name}="${value}"]`;
}

function writeTag(tag: HeadTag): void {
  let element = document.head.querySelector(selectorFor(tag));
  if (!element) element = document.head.appendChild(document.createElement(tag.tag));
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
}

export function writeDocumentHead(meta: PageMeta, noindex: boolean): void {
  document.title = meta.title;
  for (const tag of pageHeadTags(meta, window.location.origin)) writeTag(tag);
  if (noindex) writeTag({ tag: "meta", attributes: { name: "robots", content: "noindex" } });
  else document.head.querySelector('meta[name="robots"]')?.remove();
  // A page without a calendar feed leaves none of the last page's behind.
  if (!meta.feed) document.head.querySelector('link[rel="alternate"][type="text/calendar"]')?.remove();
}
