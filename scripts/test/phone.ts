/** Lighthouse's mobile profile (a mid-range phone on slow 4G) for browser tests and benches. */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";

const PHONE_SCREEN = { width: 412, height: 823 };

/** A new context shaped like the phone, with a page throttled through the DevTools protocol (4x CPU, slow 4G). */
export async function throttledPhonePage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: PHONE_SCREEN,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { context, page, cdp };
}
