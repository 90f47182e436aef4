import { getAuth, type Auth } from "firebase-admin/auth";
import { firestore } from "../platform/firestore";

/** Firebase Auth (firebase-admin) on the same default app as Firestore; the emulator is used when FIREBASE_AUTH_EMULATOR_HOST is set. */
export function adminAuth(): Auth {
  firestore(); // initialises the default app once
  return getAuth();
}
