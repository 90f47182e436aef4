import { parse } from "cookie";
import type { CookieOptions, Request, Response } from "express";

/** Firebase Hosting forwards only this cookie to functions. */
const SESSION_COOKIE = "__session";
export const SESSION_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000;
/**
 * A readable companion of the HttpOnly session cookie, holding no secret: it tells the web app there may be a
 * session, so signed-out visitors' pages skip GET /api/auth/user (a request and a console 401 on every page).
 */
const SIGNED_IN_HINT_COOKIE = "signed_in";

export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[SESSION_COOKIE];
  return value ? value : undefined;
}

/** https as the visitor sees it (Hosting and the Functions front end set x-forwarded-proto). */
export function isHttps(req: Request): boolean {
  const forwarded = req.header("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? req.protocol) === "https";
}

function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: isHttps(req) };
}

export function setSessionCookie(req: Request, res: Response, value: string): void {
  // Hosting drops Set-Cookie from responses that are not private.
  res.set("Cache-Control", "private, no-store");
  res.cookie(SESSION_COOKIE, value, { ...cookieOptions(req), maxAge: SESSION_MAX_AGE_MS });
  res.cookie(SIGNED_IN_HINT_COOKIE, "1", { ...cookieOptions(req), httpOnly: false, maxAge: SESSION_MAX_AGE_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.set("Cache-Control", "private, no-store");
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
  res.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions(req), httpOnly: false });
}
