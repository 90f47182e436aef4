/** The head of a public page whose data can't be read: its own static meta, else its section's. */
import { pages } from "@main-street/domain/paths";
import { STATIC_PAGES } from "@main-street/domain/seo";
import type { HeadContent } from "./render-head";

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || pages.home.path : path;
}

export function fallbackPage(path: string): HeadContent {
  const p = normalisePath(path);
  const own = Object.values(STATIC_PAGES).find((meta) => meta.path === p && p !== STATIC_PAGES.notFound.path);
  const section = p.startsWith(pages.directory.path) ? STATIC_PAGES.directory : STATIC_PAGES.events;
  return { meta: own ?? section, jsonLd: [] };
}
