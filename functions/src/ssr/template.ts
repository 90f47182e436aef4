/**
 * The web app's built HTML shell (web/dist/app.html), split around the spot where each page's head goes.
 * Deploys carry a copy in functions/lib (firebase deploy uploads only functions/); in the repo the fresh
 * web build is preferred, so the function never serves a shell whose hashed assets are gone.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import escapeHtml from "escape-html";
import { parse } from "node-html-parser";

const TEMPLATE_FILE = "app.html";

/** functions/: this file runs from src/seo/ in unit tests and from the lib/index.js bundle when deployed. */
const FUNCTIONS_ROOT = path.resolve(__dirname, __filename.endsWith(".ts") ? "../.." : "..");
const CANDIDATES = [
  path.resolve(FUNCTIONS_ROOT, "..", "web", "dist", TEMPLATE_FILE),
  path.resolve(FUNCTIONS_ROOT, "lib", TEMPLATE_FILE),
];

/** Tags the server writes for every page; the shell's own copies are removed so nothing is doubled. */
const MANAGED = [
  "title",
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(", ");

const MARKER = "<!--server-head-->";

export interface PageTemplate {
  /** The shell as built: what a client-only page (the staff and owner areas, sign-in, profile) is sent. */
  shell: string;
  before: string;
  after: string;
  /** Changes with the shell (a new build names new assets), so pages rendered into the old one aren't reused. */
  id: string;
}

/** Splits a shell around the head position (where its <title> was, else the end of <head>). */
export function prepareTemplate(html: string): PageTemplate {
  const root = parse(html, { comment: true });
  const head = root.querySelector("head");
  if (!head) throw new Error("The web app's HTML shell has no <head>");
  const managed = head.querySelectorAll(MANAGED);
  const title = managed.find((el) => el.tagName === "TITLE");
  for (const el of managed) if (el !== title) el.remove();
  if (title) title.replaceWith(MARKER);
  else head.insertAdjacentHTML("beforeend", MARKER);
  const [before, after] = root.toString().split(MARKER) as [string, string];
  return { shell: html, before, after, id: createHash("sha1").update(html).digest("base64url").slice(0, 12) };
}

let cached: { file: string; mtimeMs: number; template: PageTemplate } | undefined;

/**
 * The prepared shell. It is re-read when the file changes (a rebuild under a running local stack deletes the
 * hashed assets the old shell points to); the check is one stat per request.
 */
export function pageTemplate(): PageTemplate {
  const file = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!file) {
    throw new Error(`The web app's ${TEMPLATE_FILE} was not found: build the web app (npm run build) first`);
  }
  const { mtimeMs } = statSync(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, template: prepareTemplate(readFileSync(file, "utf8")) };
  }
  return cached.template;
}

export interface PageBody {
  /** Markup for inside <div id="root">. */
  html: string;
  /** <style> tags for <head>. */
  styles: string;
  /** The embedded state script, placed right after the root. */
  state: string;
  /** The boot script starts the app at once rather than in idle time (the page shows what the browser stored). */
  hydrateAtOnce?: boolean;
  /** The page's scripts, which the boot script fetches once the page has painted (web/src/app/boot). */
  preloads?: string[];
}

const ROOT = '<div id="root"></div>';
/** The shell's note for pages that need JavaScript; a server-rendered page reads without it. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

/** The part after the head, with a server-rendered body (split/join: page text must never be read as a pattern). */
export function fillBody(after: string, body: PageBody): string {
  const [head, rest] = after.split("</head>") as [string, string];
  const [beforeRoot, afterRoot] = rest.replace(NOSCRIPT, "").split(ROOT) as [string, string];
  const hydrate = body.hydrateAtOnce ? ' data-hydrate="at-once"' : "";
  const modules = body.preloads?.length ? ` data-modules="${escapeHtml(body.preloads.join(" "))}"` : "";
  const root = `<div id="root"${hydrate}${modules}>`;
  return `${head}${body.styles}</head>${beforeRoot}${root}${body.html}</div>${body.state}${afterRoot}`;
}
