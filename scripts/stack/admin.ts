/** firebase-admin handles for a running local stack (seeding, tests, benchmarks). */
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

export interface StackAdmin {
  db: Firestore;
  auth: Auth;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Points firebase-admin at the stack's emulators (their env vars are read when the clients are made). `database`
 * names a test namespace's own Firestore database on the emulator; Auth is shared.
 */
export function stackAdmin(adminEnv: Record<string, string>, database?: string): StackAdmin {
  Object.assign(process.env, adminEnv);
  const app: App = initializeApp({ projectId: adminEnv.GCLOUD_PROJECT }, `stack-${++counter}`);
  const db = database === undefined ? getFirestore(app) : getFirestore(app, database);
  db.settings({ ignoreUndefinedProperties: true });
  return { db, auth: getAuth(app), close: () => deleteApp(app) };
}
