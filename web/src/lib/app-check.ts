/**
 * App Check in the browser, loaded only by the first form post or admin change (lib/api-client), never by a
 * public page's first load. Production attests with reCAPTCHA Enterprise; the local stack uses Firebase's debug
 * provider (offline its token exchange fails, and the local API doesn't enforce App Check). A public form's post
 * gets a fresh limited-use token, which the API consumes; admin changes reuse the app's token until it expires.
 */
import { APP_CHECK_HEADER, requiresSingleUseToken } from "@main-street/domain/app-check";
import { firebaseOptionsFor, webConfigSchema } from "@main-street/domain/auth";
import { getApp, getApps, initializeApp } from "firebase/app";
import {
  CustomProvider,
  ReCaptchaEnterpriseProvider,
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  type AppCheck,
} from "firebase/app-check";

declare global {
  // Firebase's switch for the debug provider: true makes the SDK create a debug token and log it once.
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

/** The site's config (GET /api/config), read through the API client that asks for the header. */
type ReadConfig = () => Promise<unknown>;

async function start(readConfig: ReadConfig): Promise<AppCheck | null> {
  const config = webConfigSchema.parse(await readConfig());
  if (!config.appCheck) return null;
  // The same options as the sign-in page's (features/login), which may start the same app.
  const app = getApps().length > 0 ? getApp() : initializeApp(firebaseOptionsFor(config, window.location.host));
  if (config.appCheck.provider === "debug") {
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN ??= true;
    // In debug mode the SDK never asks the provider for a token, so no reCAPTCHA script is loaded locally.
    const unused = new CustomProvider({ getToken: () => Promise.reject(new Error("debug mode only")) });
    return initializeAppCheck(app, { provider: unused, isTokenAutoRefreshEnabled: false });
  }
  const provider = new ReCaptchaEnterpriseProvider(config.appCheck.siteKey);
  // Tokens are fetched when a write needs one, not refreshed in the background (each refresh is an assessment).
  return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
}

let appCheck: Promise<AppCheck | null> | undefined;

/**
 * The header with a fresh token, or none when the site has no App Check or no token could be had: the API then
 * answers with its own message when it needs one, which the form shows.
 */
export async function appCheckHeader(
  method: string,
  url: string,
  readConfig: ReadConfig,
): Promise<Record<string, string>> {
  appCheck ??= start(readConfig).catch(() => {
    appCheck = undefined; // e.g. the config fetch failed: try again on the next write
    return null;
  });
  const instance = await appCheck;
  if (!instance) return {};
  try {
    const singleUse = requiresSingleUseToken(method, url.split(/[?#]/)[0]!);
    const { token } = singleUse ? await getLimitedUseToken(instance) : await getToken(instance);
    return { [APP_CHECK_HEADER]: token };
  } catch {
    return {};
  }
}
