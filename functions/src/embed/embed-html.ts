/**
 * The embeddable calendar's HTML (docs/product.md#embeddable-calendar, docs/decisions/0046): written here as a string,
 * not by the React app, so another site's frame gets a few kilobytes it can read at once — no site chrome, no app
 * script. Its one inline style and one inline script are allowed by their hashes (EMBED_CSP), nothing else loads.
 */
import { createHash } from "node:crypto";
import escapeHtml from "escape-html";
import { EMBED_HEIGHT_MESSAGE } from "@main-street/domain/embed";
import { SITE } from "@main-street/domain/site";

/** One event as the frame lists it: a series once, at its next date. */
interface EmbedItem {
  title: string;
  /** Absolute address of its page on the site. */
  href: string;
  /** YYYY-MM-DD. */
  date: string;
  /** 'July 4, 2026'. */
  displayDate: string;
  time: string;
  location: string;
  /** A series' rule in words; '' for a one-off. */
  repeats: string;
  cancelled: boolean;
}

export interface EmbedContent {
  heading: string;
  items: EmbedItem[];
  /** The site's page with every such event (absolute). */
  more: string;
  home: string;
}

const STYLE = `
*{box-sizing:border-box}
html{color:#2B2118;background:#FBF7F0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
body{margin:0;padding:12px 14px}
a{color:#1F3A5F}
a:focus-visible{outline:3px solid #1E6F69;outline-offset:2px}
.brand{margin:0;font-size:.8rem;text-transform:uppercase;letter-spacing:.06em}
.brand a{color:#7E3320;text-decoration:none}
h1{margin:.15em 0 .6em;font:700 1.35rem/1.2 Georgia,"Times New Roman",serif;color:#142740}
ol{list-style:none;margin:0;padding:0}
li{padding:.6em 0;border-top:1px solid #E5D8C3}
h2{margin:0;font-size:1rem;line-height:1.3}
h2 a{text-decoration:none}
h2 a:hover{text-decoration:underline}
p{margin:.15em 0 0}
.when{font-weight:600;color:#7E3320}
.where,.repeats{color:#5C4B3E;font-size:.9rem}
.cancelled{display:inline-block;margin-left:.4em;padding:0 .4em;border-radius:4px;background:#7E3320;color:#fff;font-size:.75rem}
.more{margin-top:.8em;padding-top:.6em;border-top:1px solid #E5D8C3}
`.trim();

/** Tells the framing page this page's height on load and on every change of size (docs/decisions/0046). */
const SCRIPT = `(function(){var last=0;function send(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:"${EMBED_HEIGHT_MESSAGE}",height:h},"*")}}addEventListener("load",send);addEventListener("resize",send);if(window.ResizeObserver)new ResizeObserver(send).observe(document.documentElement)})()`;

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The embed's policy: its own style and script only, and any site may frame it (the only page that may be). */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src ${hash(STYLE)}`,
  `script-src ${hash(SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors *",
].join("; ");

const DESCRIPTION = `Community events in historic downtown ${SITE.address.city}, Nevada, from ${SITE.name}.`;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function weekday(isoDate: string): string {
  return WEEKDAYS[new Date(`${isoDate}T12:00:00Z`).getUTCDay()] ?? "";
}

function itemHtml(item: EmbedItem): string {
  const when = [`<time datetime="${item.date}">${weekday(item.date)}, ${escapeHtml(item.displayDate)}</time>`];
  if (item.time) when.push(escapeHtml(item.time));
  const lines = [
    `<h2><a href="${escapeHtml(item.href)}" target="_top">${escapeHtml(item.title)}</a></h2>`,
    `<p class="when">${when.join(" · ")}${item.cancelled ? ' <span class="cancelled">Cancelled</span>' : ""}</p>`,
  ];
  if (item.location) lines.push(`<p class="where">${escapeHtml(item.location)}</p>`);
  if (item.repeats) lines.push(`<p class="repeats">${escapeHtml(item.repeats)}</p>`);
  return `<li>${lines.join("")}</li>`;
}

function documentHtml(title: string, body: string): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<meta name="robots" content="noindex">`,
    `<meta name="description" content="${escapeHtml(DESCRIPTION)}">`,
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${body}</main><script>${SCRIPT}</script></body></html>`,
  ].join("");
}

function brand(home: string): string {
  return `<p class="brand"><a href="${escapeHtml(home)}" target="_top">${escapeHtml(SITE.name)}</a></p>`;
}

export function embedPageHtml({ heading, items, more, home }: EmbedContent): string {
  const list = items.length
    ? `<ol>${items.map(itemHtml).join("")}</ol>`
    : `<p>No upcoming events right now. Check back soon.</p>`;
  const body = [
    brand(home),
    `<h1>${escapeHtml(heading)}</h1>`,
    list,
    `<p class="more"><a href="${escapeHtml(more)}" target="_top">See the full calendar</a></p>`,
  ].join("");
  return documentHtml(`${heading} — ${SITE.name}`, body);
}

/** A refused address (unknown business or category, a bad limit): what is wrong, in the frame itself. */
export function embedMessageHtml(message: string, home: string): string {
  const body = `${brand(home)}<h1>These events can't be shown</h1><p>${escapeHtml(message)}</p>`;
  return documentHtml(`Events can't be shown — ${SITE.name}`, body);
}
