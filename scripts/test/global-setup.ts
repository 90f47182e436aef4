/** Starts one real local stack (emulators on free ports) for the stack test project and seeds it. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seedDatabase } from "../seed/seed";
import { seedAuthUsers } from "../seed/users";
import { stackAdmin } from "../stack/admin";
import { ROOT, startStack, type Stack } from "../stack/stack";

declare global {
  var __STACK__: Stack | undefined;
}

export default async function globalSetup(): Promise<void> {
  const stack = await startStack({
    verbose: process.env.STACK_VERBOSE === "1",
    // Tests submit forms from 127.0.0.1 many times a minute; the 5/30 defaults are tested on their own stack
    // (functions/src/abuse). With no proxy in front, the test client's X-Forwarded-For stands in for Hosting's.
    functionEnv: { RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_PER_DAY: "1000000", TRUSTED_PROXY_HOPS: "1" },
  });
  globalThis.__STACK__ = stack;
  const admin = stackAdmin(stack.adminEnv);
  await seedDatabase(admin.db);
  await seedAuthUsers(admin.auth, admin.db);
  await admin.close();
  process.env.STACK_URL = stack.url;
  process.env.STACK_ADMIN_ENV = JSON.stringify(stack.adminEnv);
  process.env.STACK_OBJECT_DIR = stack.objectDir;
  process.env.STACK_PORTS = JSON.stringify(stack.ports);
  mkdirSync(path.join(ROOT, "test-artifacts"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "test-artifacts", "stack.json"),
    JSON.stringify({ url: stack.url, ports: stack.ports, functionNode: stack.functionNode }, null, 2),
  );
}
