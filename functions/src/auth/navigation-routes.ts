import { Router } from "express";
import { safeReturnPath, type WebConfig } from "@main-street/domain/auth";
import { noStore } from "../http/cache-headers";
import { env, isEmulated } from "../platform/config";
import { withDeadline } from "../platform/firestore";
import { adminAuth } from "./firebase-auth";
import { sessionUser } from "./middleware";
import { clearSessionCookie } from "./session-cookie";
import { siteOrigin } from "./site-origin";

/** /api/login and /api/logout are navigations (docs/product.md#routes), plus the browser's Firebase config. */
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

/** Ends the session everywhere (revokes refresh tokens) and clears the cookie. */
navigationRoutes.get("/logout", async (req, res) => {
  const user = await sessionUser(req, res);
  if (user) await withDeadline(adminAuth().revokeRefreshTokens(user.uid));
  clearSessionCookie(req, res);
  res.redirect(302, "/");
});

/** The emulators accept any API key and app id; production's come from the environment (README, Deploy). */
const EMULATOR_WEB_APP = { apiKey: "demo-api-key", appId: "1:000000000000:web:0000000000000000" };

function appCheckConfig(): WebConfig["appCheck"] {
  const siteKey = env().APP_CHECK_SITE_KEY;
  if (siteKey) return { provider: "recaptcha-enterprise", siteKey };
  return isEmulated() ? { provider: "debug" } : undefined;
}

navigationRoutes.get("/config", (req, res) => {
  const { GCLOUD_PROJECT, FIREBASE_AUTH_EMULATOR_HOST, WEB_API_KEY, WEB_APP_ID, WEB_AUTH_DOMAIN } = env();
  const emulated = isEmulated();
  const appCheck = appCheckConfig();
  const body: WebConfig = {
    firebase: {
      apiKey: WEB_API_KEY || (emulated ? EMULATOR_WEB_APP.apiKey : ""),
      // By default the site's own host: Hosting serves /__/auth/* there, and a same-site auth domain keeps
      // redirect sign-in working in browsers that partition third-party storage.
      authDomain: WEB_AUTH_DOMAIN || new URL(siteOrigin(req)).host,
      projectId: GCLOUD_PROJECT,
      appId: WEB_APP_ID || (emulated ? EMULATOR_WEB_APP.appId : ""),
    },
    ...(appCheck ? { appCheck } : {}),
    ...(FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorUrl: `http://${FIREBASE_AUTH_EMULATOR_HOST}` } : {}),
  };
  res.set("Cache-Control", "public, max-age=300");
  res.json(body);
});
