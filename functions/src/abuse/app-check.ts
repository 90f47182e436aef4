import type { RequestHandler } from "express";
import { APP_CHECK_HEADER, isWriteMethod } from "@main-street/domain/app-check";
import { logger } from "firebase-functions";
import { HttpError } from "../http/errors";
import { requestIdOf } from "../http/request-id";
import { appCheckEnforced, env, isEmulated } from "../platform/config";
import { withDeadline } from "../platform/firestore";
import { emulatorAppCheckVerifier } from "./app-check-emulator";
import { verifyWithFirebase, type AppCheckVerifier } from "./app-check-verifier";

const MAX_TOKEN_LENGTH = 4096;

let emulatorVerifier: AppCheckVerifier | undefined;

/** Google's App Check keys in production; on the emulators, a test's own keys when it names them. */
function configuredVerifier(): AppCheckVerifier {
  const jwksUrl = env().APP_CHECK_EMULATOR_JWKS_URL;
  if (!jwksUrl || !isEmulated()) return verifyWithFirebase;
  emulatorVerifier ??= emulatorAppCheckVerifier(jwksUrl, env().GCLOUD_PROJECT);
  return emulatorVerifier;
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? "none");

/** firebase-admin's codes for a token that is the visitor's to fix: forged, malformed or expired. */
const TOKEN_FAULT_CODES: ReadonlySet<string> = new Set([
  "app-check/invalid-argument",
  "app-check/app-check-token-expired",
]);

/** What an operator must fix when verification fails on our side (docs/deploy.md, step 10). */
const SERVER_SIDE_CAUSES: Record<string, string> = {
  "app-check/permission-denied":
    "the function's service account lacks firebaseappcheck.appCheckTokens.verify: grant it roles/firebaseappcheck.tokenVerifier",
  "app-check/invalid-credential": "the function's credentials can't call the App Check API",
  "app-check/unauthenticated": "the function's credentials were refused by the App Check API",
};

const unavailable = (diagnosis: Record<string, string>) =>
  Object.assign(
    new HttpError(
      503,
      "unavailable",
      "We can't accept forms for a moment because of a problem on our side. Please try again in a few minutes.",
    ),
    { diagnosis },
  );

const refusal = () =>
  new HttpError(
    401,
    "unauthenticated",
    "We couldn't confirm this form was sent from our website. Please reload the page and try again.",
  );

interface GuardOptions {
  /** Consume the token: a replayed one is refused (the public forms, whose posts e-mail the staff). */
  singleUse?: boolean;
  verify?: AppCheckVerifier;
  enforced?: () => boolean;
}

/**
 * App Check: when enforced (the production default) a request needs a valid token from the site's web app
 * (reCAPTCHA Enterprise attestation), so scripts calling the API or the function's own URL directly are refused
 * before anything else runs. Mounted on the routes themselves, so it runs for every spelling Express routes to
 * them (any letter case, a trailing slash).
 */
export function appCheckGuard({ singleUse = false, verify, enforced = appCheckEnforced }: GuardOptions = {}) {
  const guard: RequestHandler = async (req, res, next) => {
    if (!enforced() || res.locals.appCheckVerified === true) return next();
    const token = req.header(APP_CHECK_HEADER);
    if (!token || token.length > MAX_TOKEN_LENGTH) throw refusal();
    let result: { alreadyConsumed?: boolean };
    try {
      result = await withDeadline((verify ?? configuredVerifier())(token, { consume: singleUse }));
    } catch (error) {
      if (error instanceof HttpError && error.status === 503) throw error;
      const code = codeOf(error);
      // Only the error's code, never the token.
      if (TOKEN_FAULT_CODES.has(code)) {
        logger.info("app check token refused", { requestId: requestIdOf(res), code });
        throw refusal();
      }
      // A permission, quota or outage problem is ours: the error handler logs it once, and the visitor isn't blamed.
      throw unavailable({
        appCheckCode: code,
        cause: SERVER_SIDE_CAUSES[code] ?? "the App Check API could not verify tokens (quota or outage)",
      });
    }
    if (result.alreadyConsumed) throw refusal();
    res.locals.appCheckVerified = true;
    next();
  };
  return guard;
}

/** Admin changes and the upload steps: a valid token, which the web app may reuse until it expires. */
export const requireAppCheck = appCheckGuard();

/** The public forms: a limited-use token, spent by this request. */
export const requireSingleUseAppCheck = appCheckGuard({ singleUse: true });

/** On a router's prefix (/api/admin): the guard for writes, reads pass. */
export const requireAppCheckOnWrites: RequestHandler = (req, res, next) =>
  isWriteMethod(req.method) ? requireAppCheck(req, res, next) : next();
