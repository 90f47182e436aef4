/**
 * A test file's own stack with App Check enforced (the shared one runs without it, as `npm start` does). There is no
 * App Check emulator, so the test plays Google's part (scripts/test/app-check-keys.ts): the function verifies against
 * the JWKS it serves (APP_CHECK_EMULATOR_JWKS_URL, honoured only on the emulators), and the browser SDK's debug-token
 * exchange is answered with a token signed by its key.
 */
import type { Browser, Page } from "playwright-core";
import { startAppCheckKeys, TEST_APP_ID, type AppCheckKeys } from "../../scripts/test/app-check-keys";
import { launchBrowser } from "../../scripts/test/browser";
import { startOwnStack } from "../../scripts/test/own-stack";
import { signInSeeded, type TestSession } from "../../scripts/test/sessions";
import { adminForTests } from "../../scripts/test/stack-env";
import type { StackAdmin } from "../../scripts/stack/admin";
import type { Stack } from "../../scripts/stack/stack";

export interface AppCheckStack {
  keys: AppCheckKeys;
  stack: Stack;
  admin: StackAdmin;
  adminSession: TestSession;
  browser: Browser;
  /** A token for this stack's project; the options make it invalid in one way each. */
  token(options?: Parameters<AppCheckKeys["token"]>[1]): Promise<string>;
  /** A distinct client address each time, so the per-client rate limit never answers first. */
  freshClient(): { "x-forwarded-for": string };
  /**
   * Answers the page's debug-token exchanges as App Check's API does, each with a new token (or aborts them when
   * `refuse`), and returns the exchanges' addresses as they come.
   */
  answerExchanges(page: Page, options?: { refuse?: boolean }): Promise<string[]>;
  stop(): Promise<void>;
}

const EXCHANGE = /^https:\/\/content-firebaseappcheck\.googleapis\.com\//;
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

/** Starts the stack (its function also gets `functionEnv`), signs the seeded admin in and launches a browser. */
export async function startAppCheckStack(functionEnv: Record<string, string> = {}): Promise<AppCheckStack> {
  const running: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const part of running.reverse()) await part.stop();
  };
  try {
    const keys = await startAppCheckKeys();
    running.push(keys);
    const stack = await startOwnStack({
      functionEnv: {
        APP_CHECK_ENFORCE: "true",
        APP_CHECK_EMULATOR_JWKS_URL: keys.jwksUrl,
        WEB_APP_ID: TEST_APP_ID,
        TRUSTED_PROXY_HOPS: "1",
        ...functionEnv,
      },
    });
    running.push(stack);
    const admin = adminForTests();
    running.push({ stop: () => admin.close() });
    const adminSession = await signInSeeded("admin");
    const browser = await launchBrowser();
    running.push({ stop: () => browser.close() });
    const token = (options?: Parameters<AppCheckKeys["token"]>[1]) => keys.token(stack.projectId, options);
    let clients = 0;
    return {
      keys,
      stack,
      admin,
      adminSession,
      browser,
      token,
      freshClient: () => ({ "x-forwarded-for": `198.51.100.${++clients}` }),
      async answerExchanges(page, { refuse = false } = {}) {
        const exchanges: string[] = [];
        await page.context().route(EXCHANGE, async (route) => {
          if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
          exchanges.push(route.request().url());
          if (refuse) return route.abort();
          const body = JSON.stringify({ token: await token(), ttl: "3600s" });
          await route.fulfill({ contentType: "application/json", headers: CORS, body });
        });
        return exchanges;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
