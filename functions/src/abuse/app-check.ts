import type { RequestHandler } from "express";
import { getAppCheck } from "firebase-admin/app-check";
import { APP_CHECK_HEADER, requiresAppCheck } from "@main-street/domain/app-check";
import { HttpError } from "../http/errors";
import { appCheckEnforced, env, isEmulated } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { emulatorAppCheckVerifier } from "./app-check-emulator";

const MAX_TOKEN_LENGTH = 4096;

/** Resolves when the token is valid for this project, rejects otherwise. */
export type AppCheckVerifier = (token: string) => Promise<unknown>;

const verifyWithFirebase: AppCheckVerifier = (token) => {
  firestore(); // initialises the default firebase-admin app
  return getAppCheck().verifyToken(token);
};

let emulatorVerifier: AppCheckVerifier | undefined;

/** Google's App Check keys in production; on the emulators, a test's own keys when it names them. */
function configuredVerifier(): AppCheckVerifier {
  const jwksUrl = env().APP_CHECK_EMULATOR_JWKS_URL;
  if (!jwksUrl || !isEmulated()) return verifyWithFirebase;
  emulatorVerifier ??= emulatorAppCheckVerifier(jwksUrl, env().GCLOUD_PROJECT);
  return emulatorVerifier;
}

const refusal = () =>
  new HttpError(
    401,
    "unauthenticated",
    "We couldn't confirm this form was sent from our website. Please reload the page and try again.",
  );

/**
 * App Check: when enforced (the production default) a request needs a valid token from the site's web app
 * (reCAPTCHA Enterprise attestation), so scripts calling the API or the function's own URL directly are refused
 * before anything else runs.
 */
export function appCheckGuard(verify?: AppCheckVerifier, enforced = appCheckEnforced) {
  const guard: RequestHandler = async (req, _res, next) => {
    if (!enforced()) return next();
    const token = req.header(APP_CHECK_HEADER);
    if (!token || token.length > MAX_TOKEN_LENGTH) throw refusal();
    try {
      await withDeadline((verify ?? configuredVerifier())(token));
    } catch (error) {
      if (error instanceof HttpError && error.status === 503) throw error;
      throw refusal();
    }
    next();
  };
  return guard;
}

/** The guard on the calls the web app sends a token with (the forms, admin changes, upload steps); others pass. */
export function appCheckOnProtectedCalls(verify?: AppCheckVerifier, enforced = appCheckEnforced): RequestHandler {
  const guard = appCheckGuard(verify, enforced);
  return (req, res, next) => (requiresAppCheck(req.method, req.baseUrl + req.path) ? guard(req, res, next) : next());
}
