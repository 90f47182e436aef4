import { Router } from "express";
import { safeReturnPath, type WebConfig } from "@main-street/domain/auth";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api, pages } from "@main-street/domain/paths";
import { HttpError } from "../http/errors";
import { env, isEmulated } from "../platform/config";
import { withDeadline } from "../platform/firestore";
import { adminAuth } from "../platform/firebase-auth";
import { sessionUser } from "./middleware";
import { clearSessionCookie } from "./session-cookie";
import { siteOrigin } from "./site-origin";

/** /api/login and /api/logout are navigations (docs/product.md#routes), plus the browser's Firebase config. */
export const navigationRoutes = Router();

/** Sends the visitor to the sign-in page, remembering where they were (same-origin paths only). */
navigationRoutes.get(inApi(api.login.path), (req, res) => {
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
  res.redirect(302, pages.login.href(returnTo));
});

/**
 * Ends the session everywhere (revokes refresh tokens), clears the cookie and goes home. A POST only, behind the
 * CSRF check like every cookie-authenticated write: a GET could be fired by any link, image or other site.
 */
navigationRoutes.post(inApi(api.logout.path), async (req, res) => {
  const user = await sessionUser(req, res);
  if (user) await withDeadline(adminAuth().revokeRefreshTokens(user.uid));
  clearSessionCookie(req, res);
  res.redirect(303, pages.home.href());
});

navigationRoutes.all(inApi(api.logout.path), (_req, res) => {
  res.set("Allow", "POST");
  throw new HttpError(405, "method_not_allowed", "Use the Logout item in the user menu to sign out.");
});

/** The emulators accept any API key and app id; production's come from the environment (docs/deploy.md). */
const EMULATOR_WEB_APP = { apiKey: "demo-api-key", appId: "1:000000000000:web:0000000000000000" };

function appCheckConfig(): WebConfig["appCheck"] {
  const siteKey = env().APP_CHECK_SITE_KEY;
  if (siteKey) return { provider: "recaptcha-enterprise", siteKey };
  return isEmulated() ? { provider: "debug" } : undefined;
}

/**
 * The auth domain from configuration only, never from the request: the answer is cached publicly, so a forged
 * X-Forwarded-Host must not reach other visitors. By default the configured site's host: Hosting serves /__/auth/*
 * there, and a same-site auth domain keeps redirect sign-in working in browsers that partition third-party storage.
 */
function authDomain(): string {
  const { WEB_AUTH_DOMAIN, SITE_URL, GCLOUD_PROJECT } = env();
  if (WEB_AUTH_DOMAIN) return WEB_AUTH_DOMAIN;
  try {
    return new URL(SITE_URL).host;
  } catch {
    return `${GCLOUD_PROJECT}.firebaseapp.com`; // Firebase's own default auth domain for the project
  }
}

/**
 * The hosts Hosting serves this site and its /__/auth/* handler on (docs/deploy.md): each is its own auth domain
 * for pages on it. None when WEB_AUTH_DOMAIN names one auth domain for every host.
 */
function authHosts(): string[] {
  const { WEB_AUTH_DOMAIN, GCLOUD_PROJECT } = env();
  if (WEB_AUTH_DOMAIN) return [];
  return [...new Set([authDomain(), `${GCLOUD_PROJECT}.web.app`, `${GCLOUD_PROJECT}.firebaseapp.com`])];
}

navigationRoutes.get(inApi(api.config.path), (_req, res) => {
  const { GCLOUD_PROJECT, FIREBASE_AUTH_EMULATOR_HOST, WEB_API_KEY, WEB_APP_ID } = env();
  const emulated = isEmulated();
  const appCheck = appCheckConfig();
  const body: WebConfig = {
    firebase: {
      apiKey: WEB_API_KEY || (emulated ? EMULATOR_WEB_APP.apiKey : ""),
      authDomain: authDomain(),
      projectId: GCLOUD_PROJECT,
      appId: WEB_APP_ID || (emulated ? EMULATOR_WEB_APP.appId : ""),
    },
    ...(appCheck ? { appCheck } : {}),
    authHosts: authHosts(),
    ...(FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorUrl: `http://${FIREBASE_AUTH_EMULATOR_HOST}` } : {}),
  };
  res.set("Cache-Control", "public, max-age=300");
  res.json(body);
});
