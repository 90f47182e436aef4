import { Router } from "express";
import { safeReturnPath, type WebConfig } from "../domain/auth";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { env } from "../platform/config";
import { withDeadline } from "../platform/firestore";
import { adminAuth } from "./firebase-auth";
import { sessionUser } from "./middleware";
import { clearSessionCookie } from "./session-cookie";
import { siteOrigin } from "./site-origin";

/** SPEC 2: /api/login and /api/logout are navigations, plus the browser's Firebase config. */
export const navigationRoutes = Router();

/** Sends the visitor to the sign-in page, remembering where they were (same-origin paths only). */
navigationRoutes.get("/login", (req, res) => {
  const origin = siteOrigin(req);
  const asked = typeof req.query.returnTo === "string" ? req.query.returnTo : undefined;
  const referer = req.header("referer");
  let fromReferer: string | undefined;
  if (!asked && referer) {
    try {
      const url = new URL(referer);
      if (url.origin === origin) fromReferer = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      /* not a URL: ignore */
    }
  }
  const returnTo = safeReturnPath(asked ?? fromReferer, origin);
  noStore(res);
  res.redirect(302, `/login?returnTo=${encodeURIComponent(returnTo)}`);
});

/**
 * Ends the session everywhere (revokes refresh tokens), clears the cookie and goes home. A POST only, behind the
 * CSRF check like every cookie-authenticated write: a GET could be fired by any link, image or other site.
 */
navigationRoutes.post("/logout", async (req, res) => {
  const user = await sessionUser(req, res);
  if (user) await withDeadline(adminAuth().revokeRefreshTokens(user.uid));
  clearSessionCookie(req, res);
  res.redirect(303, "/");
});

navigationRoutes.all("/logout", (_req, res) => {
  res.set("Allow", "POST");
  throw new HttpError(405, "method_not_allowed", "Use the Logout item in the user menu to sign out.");
});

/**
 * The auth domain from configuration only, never from the request: the answer is cached publicly, so a forged
 * X-Forwarded-Host must not reach other visitors. By default the configured site's host: Hosting serves /__/auth/*
 * there, and a same-site auth domain keeps redirect sign-in working in browsers that partition third-party storage.
 */
function authDomain(): string {
  const { FIREBASE_AUTH_DOMAIN, SITE_URL, GCLOUD_PROJECT } = env();
  if (FIREBASE_AUTH_DOMAIN) return FIREBASE_AUTH_DOMAIN;
  try {
    return new URL(SITE_URL).host;
  } catch {
    return `${GCLOUD_PROJECT}.firebaseapp.com`; // Firebase's own default auth domain for the project
  }
}

navigationRoutes.get("/config", (_req, res) => {
  const { GCLOUD_PROJECT, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_WEB_API_KEY } = env();
  const body: WebConfig = {
    firebase: {
      // The emulator accepts any key; production's comes from the environment.
      apiKey: FIREBASE_WEB_API_KEY || (FIREBASE_AUTH_EMULATOR_HOST ? "demo-api-key" : ""),
      authDomain: authDomain(),
      projectId: GCLOUD_PROJECT,
    },
    ...(FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorUrl: `http://${FIREBASE_AUTH_EMULATOR_HOST}` } : {}),
  };
  res.set("Cache-Control", "public, max-age=300");
  res.json(body);
});
