/**
 * Starts one real local stack (emulators on free ports) for the stack test project. Each test file then seeds and
 * uses its own namespace on it (namespace.ts); only the shared sign-in accounts are seeded here.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seedAuthUsers } from "../seed/users";
import { stackAdmin } from "../stack/admin";
import { ROOT, startStack, type Stack } from "../stack/stack";
import clockGlobalSetup from "./clock-global-setup";
import { TEST_FUNCTION_ENV } from "./own-stack";

declare global {
  var __STACK__: Stack | undefined;
}

export default async function globalSetup(): Promise<void> {
  clockGlobalSetup();
  const stack = await startStack({
    verbose: process.env.STACK_VERBOSE === "1",
    // Tests submit forms from 127.0.0.1 many times a minute; the 5/30 defaults are tested on their own stack
    // (functions/src/abuse). With no proxy in front, the test client's X-Forwarded-For stands in for Hosting's.
    // Every request must name its test file's namespace, so none can read or write another file's data.
    functionEnv: {
      ...TEST_FUNCTION_ENV,
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_PER_DAY: "1000000",
      STAFF_NOTICES_PER_HOUR: "1000000", // the hourly cap has its own stack (web/e2e/form-abuse.browser.test.ts)
      // Every browser's beacons come from 127.0.0.1; the hourly budget is tested in functions/src/stats-collect.
      STATS_BEACONS_PER_HOUR: "1000000",
      TRUSTED_PROXY_HOPS: "1",
      TEST_NAMESPACE_REQUIRED: "true",
    },
  });
  globalThis.__STACK__ = stack;
  // admin@example.com and user@example.com, offered by the local test sign-in page: only signed in, never changed.
  const admin = stackAdmin(stack.adminEnv);
  await seedAuthUsers(admin.auth, admin.db);
  await admin.close();
  process.env.STACK_URL = stack.url;
  process.env.STACK_ADMIN_ENV = JSON.stringify(stack.adminEnv);
  process.env.STACK_OBJECT_DIR = stack.objectDir;
  process.env.STACK_MAIL_URL = stack.mail.readUrl;
  process.env.STACK_PORTS = JSON.stringify(stack.ports);
  mkdirSync(path.join(ROOT, "test-artifacts"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "test-artifacts", "stack.json"),
    JSON.stringify({ url: stack.url, ports: stack.ports, functionNode: stack.functionNode }, null, 2),
  );
}
