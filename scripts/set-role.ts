/**
 * `npm run set-role -- [--project <id-or-alias>] <email> admin|user`: bootstraps or changes an admin from the
 * command line. Against the emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set (the
 * values `npm start` prints); otherwise against the real project with application default credentials
 * (`gcloud auth application-default login`, plus a quota project: docs/deploy.md). The project is --project (a
 * project id or an alias from .firebaserc), else GCLOUD_PROJECT, else .firebaserc's default.
 */
import { initializeApp } from "firebase-admin/app";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { adminAuth } from "../functions/src/platform/firebase-auth";
import { ROLES, type Role } from "@main-street/domain/user";
import { HttpError } from "../functions/src/http/errors";
import { setUserRole } from "../functions/src/users/roles";

const USAGE = "Usage: npm run set-role -- [--project <project-id-or-alias>] <email> admin|user";

function firebaserc(): Record<string, string> {
  try {
    const rc = JSON.parse(readFileSync(path.resolve(__dirname, "..", ".firebaserc"), "utf8")) as {
      projects?: Record<string, string>;
    };
    return rc.projects ?? {};
  } catch {
    return {};
  }
}

function resolveProject(flag: string | undefined, env: NodeJS.ProcessEnv, aliases: Record<string, string>) {
  if (flag) return aliases[flag] ?? flag;
  const fromEnv = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  if (aliases.default) return aliases.default;
  throw new Error(`Name the project: ${USAGE}`);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { project: { type: "string", short: "P" } },
    allowPositionals: true,
  });
  const [email, role] = positionals;
  if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
    console.error(USAGE);
    return 2;
  }
  const project = resolveProject(values.project, process.env, firebaserc());
  const emulated = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  if (project.startsWith("demo-") && !emulated) {
    console.error(
      `${project} exists only in the emulators. Pass --project <your-project-id>, or set the emulator hosts.`,
    );
    return 2;
  }
  process.env.GCLOUD_PROJECT = project; // the shared code's config reads it
  initializeApp({ projectId: project });
  const target = emulated ? `the emulators (${project})` : `project ${project}`;

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

/** User credentials from `gcloud auth application-default login` need a quota project for the Auth API. */
function hint(message: string): string {
  return /quota project/i.test(message)
    ? `${message}\nRun: gcloud auth application-default set-quota-project <project-id>`
    : message;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
    console.error(hint(message));
    process.exit(1);
  },
);
