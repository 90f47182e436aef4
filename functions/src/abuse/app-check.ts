import type { RequestHandler } from "express";
import { getAppCheck } from "firebase-admin/app-check";
import { HttpError } from "../http/errors";
import { env } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";

export const APP_CHECK_HEADER = "X-Firebase-AppCheck";
const MAX_TOKEN_LENGTH = 4096;

/** Resolves when the token is valid for this project, rejects otherwise. */
export type AppCheckVerifier = (token: string) => Promise<unknown>;

const verifyWithFirebase: AppCheckVerifier = (token) => {
  firestore(); // initialises the default firebase-admin app
  return getAppCheck().verifyToken(token);
};

const refusal = () =>
  new HttpError(
    401,
    "unauthenticated",
    "We couldn't confirm this form was sent from our website. Please reload the page and try again.",
  );

/**
 * App Check on the public forms: with APP_CHECK_ENFORCE=true a request needs a valid token from the site's web
 * app (reCAPTCHA Enterprise attestation, see README "Production hardening"); otherwise this does nothing.
 */
export function appCheckGuard(verify: AppCheckVerifier = verifyWithFirebase, enforced = () => env().APP_CHECK_ENFORCE) {
  const guard: RequestHandler = async (req, _res, next) => {
    if (!enforced()) return next();
    const token = req.header(APP_CHECK_HEADER);
    if (!token || token.length > MAX_TOKEN_LENGTH) throw refusal();
    try {
      await withDeadline(verify(token));
    } catch (error) {
      if (error instanceof HttpError && error.status === 503) throw error;
      throw refusal();
    }
    next();
  };
  return guard;
}
