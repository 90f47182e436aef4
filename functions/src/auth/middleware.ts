import type { NextFunction, Request, RequestHandler, Response } from "express";
import { HttpError } from "../http/errors";
import { withDeadline } from "../platform/firestore";
import { adminAuth, verifiedEmail } from "../platform/firebase-auth";
import { clearSessionCookie, readSessionCookie } from "./session-cookie";
import { allowedOrigins, requestOrigin } from "./site-origin";

/** Who is signed in, from the verified `__session` cookie. `admin` is the custom claim. */
export interface SessionUser {
  uid: string;
  /** The sign-in's e-mail when the provider verified it (Google always does), else ''. */
  email: string;
  admin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      user?: SessionUser;
    }
  }
}

const UNAUTHORIZED = () => new HttpError(401, "unauthenticated", "Unauthorized");

/** Firebase Auth refusals (bad, expired or revoked cookie) mean "not signed in"; anything else is our fault. */
function isAuthRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("auth/") && code !== "auth/internal-error";
}

/** Verifies the session cookie (checking revocation, so a role change or logout ends it at once). */
export async function sessionUser(req: Request, res: Response): Promise<SessionUser | null> {
  const cookie = readSessionCookie(req);
  if (!cookie) return null;
  try {
    const claims = await withDeadline(adminAuth().verifySessionCookie(cookie, true));
    return { uid: claims.uid, email: verifiedEmail(claims), admin: claims.admin === true };
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    clearSessionCookie(req, res);
    return null;
  }
}

/** 401 without a valid session; otherwise sets res.locals.user. */
export const requireUser: RequestHandler = async (req, res, next) => {
  const user = await sessionUser(req, res);
  if (!user) throw UNAUTHORIZED();
  res.locals.user = user;
  next();
};

/** 401 without a valid session, 403 for a signed-in non-admin. */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  const user = await sessionUser(req, res);
  if (!user) throw UNAUTHORIZED();
  if (!user.admin) throw new HttpError(403, "forbidden", "Admin access required.");
  res.locals.user = user;
  next();
};

/** The signed-in user set by requireUser/requireAdmin. */
export function currentUser(res: Response): SessionUser {
  const user = res.locals.user;
  if (!user) throw UNAUTHORIZED();
  return user;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for cookie-authenticated writes (on top of SameSite=Lax): the browser's Origin (else Referer)
 * must be the site itself. Sign-in posts are checked too, so another site can't sign a visitor in as someone else.
 */
export const csrfProtection: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  const hasSession = readSessionCookie(req) !== undefined;
  if (!hasSession && req.path !== "/auth/session") return next();
  const origin = requestOrigin(req);
  // A session post from a non-browser client (no cookie, no Origin) has no ambient credential to abuse.
  if (origin === undefined && !hasSession) return next();
  if (origin !== undefined && allowedOrigins(req).has(origin)) return next();
  next(
    new HttpError(
      403,
      "forbidden",
      origin === undefined
        ? "This request did not say which site it came from, so it was refused. Please use the site's own pages."
        : "This request came from another website, so it was refused. Please use the site's own pages.",
    ),
  );
};
