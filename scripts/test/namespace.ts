/**
 * Per-file isolation on the shared test stack: every stack test file gets its own Firestore database on the
 * emulator (a "namespace", selected per request by the X-Test-Namespace header), seeded before its tests, and its
 * own sign-in accounts in the shared Auth emulator. No test sees another file's writes, so none has to wait them out.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { seedDatabase } from "../seed/seed";
import { seedAuthUsers, SEED_USERS, type SeedUser } from "../seed/users";
import { ROOT } from "../stack/stack";
import { adminForTests } from "./stack-env";
import { testToday } from "./test-clock";

/** A readable, unique id for a test file, e.g. functions/src/seo/head.stack.test.ts -> head-1a2b3c. */
export function namespaceFor(testPath: string): string {
  const relative = path.relative(ROOT, testPath).split(path.sep).join("/");
  const name = path
    .basename(relative)
    .replace(/\.(stack|browser)\.test\.ts$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 30);
  return `${name}-${createHash("sha256").update(relative).digest("hex").slice(0, 6)}`;
}

/**
 * The file's own admin and plain user: the seed accounts' names and roles under addresses no other file uses, so
 * revoking or demoting one never touches another file's sessions.
 */
export function namespaceUsers(namespace: string): SeedUser[] {
  return SEED_USERS.map((u) => ({ ...u, uid: `${namespace}-${u.role}`, email: `${namespace}-${u.role}@example.com` }));
}

/** Loads the seed data (relative to the file's today: its clock's, or the machine's) and its accounts into its namespace. */
export async function seedNamespace(namespace: string): Promise<void> {
  const admin = adminForTests();
  try {
    await seedDatabase(admin.db, testToday());
    await seedAuthUsers(admin.auth, admin.db, namespaceUsers(namespace));
  } finally {
    await admin.close();
  }
}
