/**
 * Every public page, at a phone's width and a desktop's, has no visible text with less than 4.5:1 contrast (3:1 for
 * large text) against what it is drawn on, measured on the painted pixels (scripts/test/contrast.ts,
 * docs/decisions/0083-contrast-check.md). One browser, one page, reused for every address and width.
 */
import type { Browser, Page } from "playwright-core";
import { PUBLIC_PAGES, pages } from "@main-street/domain/paths";
import { launchBrowser, pageSettled } from "../../scripts/test/browser";
import { contrastProblems } from "../../scripts/test/contrast";
import { stackUrl } from "../../scripts/test/stack-env";
import { DESKTOP, PHONE, waitForApp } from "./public-site-helpers";

/** A record for the pages that show one: seeded, with special days and access details. */
const IDS: Record<string, string> = { business: "blue-plate-diner", event: "wine-walk" };

const ADDRESSES = [
  ...PUBLIC_PAGES.filter((name) => name !== "eventAlias").map((name) =>
    pages[name].path.replace(":id", encodeURIComponent(IDS[name] ?? "")),
  ),
  // The directory's other views: results with each filter, and the map.
  "/directory?open=now&access=step-free-entrance",
  "/directory?view=map",
  "/no-such-page",
];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
});
afterAll(() => browser?.close());

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("text contrast at a %s's width", (width, viewport) => {
  beforeAll(() => page.setViewportSize(viewport));

  it.each(ADDRESSES)("%s", async (address) => {
    await page.goto(stackUrl() + address);
    await waitForApp(page);
    await pageSettled(page);
    expect(await contrastProblems(page, `${width}${address.replace(/\W+/g, "-")}`)).toEqual([]);
  });
});
