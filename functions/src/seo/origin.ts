import type { Request } from "express";
import { siteOrigin } from "../auth";
import { env } from "../platform/config";

/** The public origin for canonical links, sitemaps and feeds: SITE_URL when set, else the host the visitor used. */
export function publicOrigin(req: Request): string {
  const configured = env().SITE_URL.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      /* a malformed SITE_URL falls back to the request */
    }
  }
  return siteOrigin(req);
}
