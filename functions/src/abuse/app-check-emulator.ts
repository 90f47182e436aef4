import { createHash } from "node:crypto";
import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { firestore, withDeadline } from "../platform/firestore";
import type { AppCheckVerifier } from "./app-check-verifier";

const APP_CHECK_ISSUER = "https://firebaseappcheck.googleapis.com/";
/** Emulators only: the tokens a test's requests consumed (App Check's backend keeps this in production). */
const CONSUMED_TOKENS_COLLECTION = "emulated_app_check_consumed";
const ALREADY_EXISTS = 6; // gRPC status

const tokenFault = (reason: string) => Object.assign(new Error(reason), { code: "app-check/invalid-argument" });

/** Marks the token used; false when it already was. */
async function consumeOnce(token: string): Promise<boolean> {
  const id = createHash("sha256").update(token).digest("hex");
  try {
    await withDeadline(firestore().collection(CONSUMED_TOKENS_COLLECTION).doc(id).create({ consumedAt: new Date() }));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * App Check tokens checked the way firebase-admin checks Google's (RS256 JWT, audience `projects/<id>`, App Check
 * issuer, the app id as subject), but against a JWKS the test serves, and consumed (replay protection) in the
 * emulated Firestore. There is no App Check emulator, so this lets the local stack enforce App Check with tokens a
 * test minted. Only reachable on the emulators (app-check.ts).
 */
export function emulatorAppCheckVerifier(jwksUrl: string, projectId: string): AppCheckVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (token, { consume }) => {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ["RS256"],
      typ: "JWT",
      audience: `projects/${projectId}`,
    }).catch((error: unknown) => {
      // The token's own faults get firebase-admin's code; a key set we can't fetch stays a server-side failure.
      const keysUnreachable = error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid;
      throw error instanceof errors.JOSEError && !keysUnreachable ? tokenFault(error.code) : error;
    });
    if (typeof payload.iss !== "string" || !payload.iss.startsWith(APP_CHECK_ISSUER)) {
      throw tokenFault("not an App Check token");
    }
    if (typeof payload.sub !== "string" || payload.sub === "") throw tokenFault("App Check token without an app id");
    return consume ? { alreadyConsumed: !(await consumeOnce(token)) } : {};
  };
}
