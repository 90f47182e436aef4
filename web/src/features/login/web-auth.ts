/** Firebase Auth for the browser: in memory only (the session cookie persists sign-in), on the emulator locally. */
import type { FirebaseApp } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";

const instances = new WeakMap<FirebaseApp, Auth>();

/** initializeAuth may run once per app, so the instance is kept (React StrictMode renders twice). */
export function webAuth(app: FirebaseApp, emulatorUrl: string | undefined): Auth {
  let auth = instances.get(app);
  if (!auth) {
    auth = initializeAuth(app, {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    instances.set(app, auth);
  }
  return auth;
}
