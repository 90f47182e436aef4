import { createRemoteJWKSet, jwtVerify } from "jose";
import type { AppCheckVerifier } from "./app-check";

const APP_CHECK_ISSUER = "https://firebaseappcheck.googleapis.com/";

/**
 * App Check tokens checked the way firebase-admin checks Google's (RS256 JWT, audience `projects/<id>`, App Check
 * issuer, the app id as subject), but against a JWKS the test serves. There is no App Check emulator, so this lets
 * the local stack enforce App Check with tokens a test minted. Only reachable on the emulators (app-check.ts).
 */
export function emulatorAppCheckVerifier(jwksUrl: string, projectId: string): AppCheckVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ["RS256"],
      typ: "JWT",
      audience: `projects/${projectId}`,
    });
    if (typeof payload.iss !== "string" || !payload.iss.startsWith(APP_CHECK_ISSUER)) {
      throw new Error("not an App Check token");
    }
    if (typeof payload.sub !== "string" || payload.sub === "") throw new Error("App Check token without an app id");
    return { appId: payload.sub };
  };
}
