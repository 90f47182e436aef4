import { z } from "zod";
import { api, isUnder, pages } from "./paths";

/** POST /api/auth/session: a Firebase ID token from a fresh Google sign-in. */
export const sessionRequestSchema = z.object({
  idToken: z
    .string({ error: "An ID token is required" })
    .min(1, { error: "An ID token is required" })
    .max(8192, { error: "The ID token is too long" }),
});

/**
 * The answer to POST /api/auth/session. `refreshToken` is true when sign-in just changed the account's
 * claims (a bootstrap admin): the browser must post a force-refreshed ID token so the cookie carries them.
 */
export interface SessionResponse {
  uid: string;
  refreshToken: boolean;
}

/** GET /api/config: what the browser needs to start the Firebase web SDK (all public values). */
export const webConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string(),
  }),
  /**
   * How the browser gets App Check tokens: reCAPTCHA Enterprise with the site key in production, Firebase's debug
   * provider on the local stack. Absent when the site has no App Check.
   */
  appCheck: z
    .discriminatedUnion("provider", [
      z.object({ provider: z.literal("recaptcha-enterprise"), siteKey: z.string().min(1) }),
      z.object({ provider: z.literal("debug") }),
    ])
    .optional(),
  /**
   * The site's hosts that serve its sign-in handler (/__/auth/*): SITE_URL's, <project>.web.app and
   * <project>.firebaseapp.com. A page on one of them signs in through its own host (firebaseOptionsFor).
   */
  authHosts: z.array(z.string()).default([]),
  /** Set when the site runs against the Auth emulator, e.g. "http://127.0.0.1:9099". */
  authEmulatorUrl: z.string().optional(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

/**
 * The Firebase options for a page on `pageHost`: its own host as the auth domain when it serves the sign-in
 * handler. Redirect sign-in hands its result over through storage on the auth domain, which browsers partition
 * when that domain is another site's, so a page signs in through the host it is on.
 */
export function firebaseOptionsFor(config: WebConfig, pageHost: string): WebConfig["firebase"] {
  return config.authHosts.includes(pageHost) ? { ...config.firebase, authDomain: pageHost } : config.firebase;
}

/** Only site-relative paths: a slash followed by a slash or a backslash is protocol-relative to browsers. */
function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path);
}

/** Returning to the sign-in or sign-out navigations would loop. */
const LOOPS = [pages.login.path, api.login.path, api.logout.path];

/** Where sign-in sends people back to: a same-origin path, never another site (no open redirect). */
export function safeReturnPath(value: string | null | undefined, origin: string): string {
  const home = pages.home.href();
  if (!value || value.length > 2048 || !isSitePath(value)) return home;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return home;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return home;
  }
  const site = new URL(origin).origin;
  if (url.origin !== site) return home;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot-segments resolve only now (a dot segment before two slashes leaves a protocol-relative path), and the
  // browser resolves the path once more when it navigates there: check the resolved path as strictly as the one
  // asked for.
  if (!isSitePath(path) || new URL(path, site).origin !== site) return home;
  if (LOOPS.some((loop) => isUnder(loop, url.pathname))) return home;
  return path;
}
