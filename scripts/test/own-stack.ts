/**
 * Stacks the tests start: the shared one (global-setup.ts) and a file's own, for a configuration the shared one
 * doesn't run (docs/decisions/0034).
 */
import { startStack, type Stack, type StackOptions } from "../stack/stack";
import { seedNamespace } from "./namespace";
import { testNamespace } from "./stack-env";

/**
 * What every test stack's function runs with besides its own settings: each request rereads the list cache's
 * version, so a write shows at once on every function instance and tests read it back without waiting.
 */
export const TEST_FUNCTION_ENV: Readonly<Record<string, string>> = { CACHE_VERSION_CHECK_MS: "0" };

/** What the session, page and mail helpers read to find "the stack". */
const HELPER_ENV = ["STACK_URL", "STACK_ADMIN_ENV", "STACK_MAIL_URL"] as const;

/**
 * Starts a stack of this file's own and points the helpers at it until its `stop()`, with this file's namespace
 * seeded on it too, so the file's tests run there exactly as they would on the shared one.
 */
export async function startOwnStack(options: StackOptions = {}): Promise<Stack> {
  const saved = HELPER_ENV.map((name) => [name, process.env[name]] as const);
  const stack = await startStack({ ...options, functionEnv: { ...TEST_FUNCTION_ENV, ...options.functionEnv } });
  const stop = async () => {
    await stack.stop();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  process.env.STACK_URL = stack.url;
  process.env.STACK_ADMIN_ENV = JSON.stringify(stack.adminEnv);
  process.env.STACK_MAIL_URL = stack.mail.readUrl;
  try {
    await seedNamespace(testNamespace());
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...stack, stop };
}
