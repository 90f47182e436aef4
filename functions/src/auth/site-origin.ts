import type { Request } from "express";
import { csv, env } from "../platform/config";
import { isHttps } from "./session-cookie";

/** The site's own origin as the browser sees it (behind Hosting the function sees x-forwarded-host). */
export function siteOrigin(req: Request): string {
  const host = req.header("x-forwarded-host")?.split(",")[0]?.trim() || req.header("host") || "localhost";
  return `${isHttps(req) ? "https" : "http"}://${host}`;
}

/** Origins allowed to make cookie-authenticated writes: the site itself, SITE_URL and ALLOWED_ORIGINS. */
export function allowedOrigins(req: Request): Set<string> {
  const origins = new Set([siteOrigin(req)]);
  for (const url of [env().SITE_URL, ...csv(env().ALLOWED_ORIGINS)]) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return origins;
}

/** The origin a browser says a request came from: Origin, else the Referer's origin. */
export function requestOrigin(req: Request): string | undefined {
  const origin = req.header("origin");
  if (origin && origin !== "null") return originOf(origin);
  const referer = req.header("referer");
  return referer ? originOf(referer) : undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
