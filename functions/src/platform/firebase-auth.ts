import { getAuth, type Auth, type DecodedIdToken } from "firebase-admin/auth";
import { firestore } from "./firestore";

/** Firebase Auth (firebase-admin) on the same default app as Firestore; the emulator is used when FIREBASE_AUTH_EMULATOR_HOST is set. */
export function adminAuth(): Auth {
  firestore(); // initialises the default app once
  return getAuth();
}

/** The token's e-mail if the provider verified it, else '': only a verified address is stored or shown as theirs. */
export function verifiedEmail(token: Pick<DecodedIdToken, "email" | "email_verified">): string {
  return token.email_verified === true && token.email ? token.email : "";
}
