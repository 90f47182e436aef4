/**
 * `npm run set-role -- <email> admin|user`: bootstraps or changes an admin from the command line.
 * Against the emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set (the values
 * `npm start` prints); otherwise against the real project with application default credentials
 * (`gcloud auth application-default login`), project from GCLOUD_PROJECT or .firebaserc.
 */
import { initializeApp } from "firebase-admin/app";
import { readFileSync } from "node:fs";
import path from "node:path";
import { adminAuth } from "../functions/src/auth/firebase-auth";
import { ROLES, type Role } from "@main-street/domain/user";
import { HttpError } from "../functions/src/http/errors";
import { setUserRole } from "../functions/src/users/roles";

const USAGE = "Usage: npm run set-role -- <email> admin|user";

function projectId(): string {
  const fromEnv = process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  const rc = JSON.parse(readFileSync(path.resolve(__dirname, "..", ".firebaserc"), "utf8")) as {
    projects?: { default?: string };
  };
  if (!rc.projects?.default) throw new Error("Set GCLOUD_PROJECT or a default project in .firebaserc.");
  return rc.projects.default;
}

async function main(): Promise<number> {
  const [email, role] = process.argv.slice(2);
  if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
    console.error(USAGE);
    return 2;
  }
  const project = projectId();
  process.env.GCLOUD_PROJECT = project; // the shared code's config reads it
  initializeApp({ projectId: project });
  const target = process.env.FIREBASE_AUTH_EMULATOR_HOST ? `the emulators (${project})` : `project ${project}`;

  let uid: string;
  try {
    uid = (await adminAuth().getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
    console.error(`No account with that email in ${target}. The person must sign in once first.`);
    return 1;
  }
  const user = await setUserRole(uid, role as Role);
  console.log(`${email} is now ${user.role} in ${target}. A changed role applies from their next request.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof HttpError ? error.message : error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
