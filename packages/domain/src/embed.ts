/**
 * The embeddable calendar (docs/product.md#embeddable-calendar, docs/decisions/0046): what the page the function
 * writes and the snippet another site pastes agree on.
 */
import { files } from "./paths";

/** The message the page posts to its parent with its height: `{ type, height }` (CSS pixels). */
export const EMBED_HEIGHT_MESSAGE = "bcms-embed-height";

/** How many events the page lists: `?limit=` from 1 to 50, 10 when absent. */
export const EMBED_LIMITS = { min: 1, max: 50, default: 10 } as const;

export interface EmbedQuery {
  business?: string;
  category?: string;
}

function attribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The HTML a site owner pastes: the frame, and a listener that sets its height from the page's message. It reads
 * only messages from the site's origin sent by one of these frames, so other frames and scripts can't resize it.
 */
export function embedSnippet(origin: string, query: EmbedQuery, title: string): string {
  const site = origin.replace(/\/+$/, "");
  const src = `${site}${files.embedEvents.href(query)}`;
  return [
    `<iframe data-bcms-events src="${attribute(src)}" title="${attribute(title)}" loading="lazy"`,
    `  style="width:100%;max-width:480px;height:600px;border:0"></iframe>`,
    `<script>`,
    `addEventListener("message", function (e) {`,
    `  if (e.origin !== ${JSON.stringify(site)} || !e.data || e.data.type !== "${EMBED_HEIGHT_MESSAGE}") return;`,
    `  document.querySelectorAll("iframe[data-bcms-events]").forEach(function (f) {`,
    `    var h = Number(e.data.height);`,
    `    if (f.contentWindow === e.source && h > 0 && h < 20000) f.style.height = Math.ceil(h) + "px";`,
    `  });`,
    `});`,
    `</script>`,
  ].join("\n");
}
