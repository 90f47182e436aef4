/**
 * `GCLOUD_PROJECT=<project-id> npm run inbox:backfill`: once, after deploying the inbox, gives the contact messages
 * and volunteer sign-ups stored before it their inbox items (docs/deploy.md). Uses application default credentials
 * (or FIRESTORE_EMULATOR_HOST for the local stack). Safe to run again.
 */
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillInbox } from "../functions/src/inbox/backfill";

async function main(): Promise<void> {
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error("Set GCLOUD_PROJECT to the project id");
  initializeApp({ projectId });
  console.log(`Added ${await backfillInbox(getFirestore())} inbox items in ${projectId}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
