/**
 * Listing statistics as a visitor's browser sends them (docs/product.md#listing-statistics): a business page counts
 * one view per page view (the server's render and the app's start are one), a tap on its website counts once, a
 * directory search counts its listing's appearance, and a crawler's visit counts nothing. The beacon goes by
 * navigator.sendBeacon once the app has started, never holding up the page.
 */
import type { Browser, Page } from "playwright-core";
import { STATS_COLLECTION, type StatCounter } from "@main-street/domain/listing-stats";
import { pages } from "@main-street/domain/paths";
import { launchBrowser } from "../../scripts/test/browser";
import { storedDocs } from "../../scripts/test/stored";
import { adminForTests, stackUrl } from "../../scripts/test/stack-env";
import { appRunning, closePage, waitForApp } from "./public-site-helpers";

const BUSINESS = "spillway-books";
/** A desktop Chrome's user agent: headless Chromium names itself, and crawlers' agents aren't counted. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let browser: Browser;
const admin = adminForTests();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

async function visit(path: string, userAgent = CHROME): Promise<Page> {
  const context = await browser.newContext({ userAgent });
  // The listing's website, opened in a new tab by the tap, stays off the network.
  await context.route(/^https:\/\/spillway-books\.example\.com/, (route) => route.fulfill({ body: "ok" }));
  const page = await context.newPage();
  await page.goto(stackUrl() + path);
  return page;
}

/**
 * The next beacon the page sends, and what it counts. It is a sendBeacon request (Chromium's "ping"), sent after the
 * app has started, and answered 204.
 */
async function nextBeacon(page: Page, send?: () => Promise<void>): Promise<{ kind: string; ids: string[] }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url() === stackUrl() + "/api/stats" && r.request().method() === "POST"),
    send?.(),
  ]);
  expect(response.status()).toBe(204);
  expect(response.request().resourceType()).toBe("ping");
  expect(await appRunning(page).count()).toBe(1);
  const { kind, ids } = JSON.parse(response.request().postData() ?? "{}") as { kind: string; ids: string[] };
  return { kind, ids };
}

async function counted(counter: StatCounter): Promise<number> {
  const docs = await storedDocs(admin.db, STATS_COLLECTION, { businessId: BUSINESS });
  return docs.reduce((sum, doc) => sum + (typeof doc[counter] === "number" ? (doc[counter] as number) : 0), 0);
}

it("counts three visits and a website tap exactly, and a crawler's visit not at all", async () => {
  // The crawler first: its beacon is answered before the visitors' are sent, so a count of it would show below.
  const crawler = await visit(pages.business.href(BUSINESS), GOOGLEBOT);
  expect(await nextBeacon(crawler, () => waitForApp(crawler))).toEqual({ kind: "view", ids: [BUSINESS] });
  await closePage(crawler);

  // A search shows the listing (an appearance), then a link to it is a new page view in the same app.
  const searching = await visit(pages.directory.href({ q: "Spillway" }));
  expect(await nextBeacon(searching, () => waitForApp(searching))).toEqual({ kind: "appearance", ids: [BUSINESS] });
  const opened = nextBeacon(searching);
  await searching
    .getByRole("link", { name: /Spillway Books/ })
    .first()
    .click();
  expect(await opened).toEqual({ kind: "view", ids: [BUSINESS] });
  await closePage(searching);

  for (const tap of [false, true]) {
    const page = await visit(pages.business.href(BUSINESS));
    expect(await nextBeacon(page, () => waitForApp(page))).toEqual({ kind: "view", ids: [BUSINESS] });
    if (tap) {
      const website = page.getByRole("link", { name: "Visit Website" });
      expect(await nextBeacon(page, () => website.click())).toEqual({ kind: "website", ids: [BUSINESS] });
    }
    await closePage(page);
  }

  // The writes follow the answers: wait for the last of them, then every count is exact.
  while ((await counted("website")) < 1 || (await counted("views")) < 3) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect({
    views: await counted("views"),
    appearances: await counted("appearances"),
    website: await counted("website"),
  }).toEqual({ views: 3, appearances: 1, website: 1 });
});
