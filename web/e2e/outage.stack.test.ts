/**
 * Firestore goes away under a browser (issue 7), on a dedicated stack: pages that need data show a clear message
 * with a retry button, never a blank page or endless loading; once Firestore is back, the retry shows the data.
 * A contact message sent during the outage gets the failure toast and keeps everything typed.
 * The browser works in this file's namespace on that stack, so every list request rereads the cache version: with
 * Firestore gone, the very next request fails, and no cached list is served while the pages are opened.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { seedDatabase } from "../../scripts/seed/seed";
import { stackAdmin } from "../../scripts/stack/admin";
import { startStack, type Stack } from "../../scripts/stack/stack";
import { launchBrowser } from "../../scripts/test/browser";
import { testNamespace } from "../../scripts/test/stack-env";
import { DESKTOP } from "./admin-helpers";
import { markWindow, windowStillMarked } from "./public-site-helpers";

const UNAVAILABLE = "The site's data is temporarily unavailable. Please try again shortly.";

let stack: Stack;
let browser: Browser;
const pages: Page[] = [];

async function seed(): Promise<void> {
  // A fresh client each time, so this process's own gRPC backoff from the outage never gets in the way.
  const admin = stackAdmin(stack.adminEnv, testNamespace());
  try {
    await seedDatabase(admin.db);
  } finally {
    await admin.close();
  }
}

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  pages.push(page);
  await page.goto(stack.url + path);
  return page;
}

beforeAll(async () => {
  stack = await startStack({
    functionEnv: {
      DB_TIMEOUT_MS: "3000",
      TRUSTED_PROXY_HOPS: "1",
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_PER_DAY: "10000",
    },
  });
  await seed();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

const field = (page: Page, label: string) => page.getByRole("textbox", { name: new RegExp(`^${label}`) });
const CONTACT: [string, string][] = [
  ["First Name", "Rosa"],
  ["Last Name", "Outage"],
  ["Email", "rosa.outage@example.com"],
  ["Phone", "(702) 555-0142"],
  ["Message", "Is the parade still on if it rains?"],
];

/**
 * Clicks Try again until the page shows `loaded`. Each function instance reconnects to Firestore on its own (within
 * gRPC's 5 s backoff cap), so a retry can still fail just after Firestore returns; the page offers Try again again.
 */
async function retryUntilShown(page: Page, loaded: Locator): Promise<void> {
  const tryAgain = page.getByRole("button", { name: "Try again", exact: true });
  for (let attempt = 1; attempt <= 10; attempt++) {
    await tryAgain.click();
    await loaded.or(tryAgain).waitFor();
    if (await loaded.isVisible()) return;
  }
  throw new Error("the page still could not load its data after 10 tries");
}

let directory: Page;
let eventPage: Page;

test("the directory loads while Firestore is up", async () => {
  const page = await open("/directory");
  await page.getByText("Blue Plate Diner").first().waitFor();
});

test("with Firestore down, the directory shows a retry state after its own retries, not a blank page", async () => {
  await stack.stopFirestore();
  // The business list tries 4 times (React Query's 1, 2 and 4 s backoff), each answered 503 at the API's deadline.
  directory = await open("/directory");
  await directory.getByRole("heading", { name: "We couldn't load the directory" }).waitFor();
  await directory.getByRole("button", { name: "Try again" }).waitFor();
  await directory.getByRole("heading", { level: 1, name: "Business Directory" }).waitFor(); // the page around it
  expect(await directory.getByText("Loading businesses...").count()).toBe(0);
  await markWindow(directory);
});

test("with Firestore down, an event page shows a retry state, not 'Event Not Found'", async () => {
  eventPage = await open("/events/wine-walk");
  await eventPage.getByRole("heading", { level: 1, name: "We couldn't load this event" }).waitFor();
  await eventPage.getByRole("button", { name: "Try again" }).waitFor();
  expect(await eventPage.getByText("Event Not Found").count()).toBe(0); // a failed load is not a missing event
  expect(await eventPage.getByRole("navigation").count()).toBeGreaterThan(0); // header still there
});

test("with Firestore down, a contact message gets the failure toast and the form keeps what was typed", async () => {
  const page = await open("/contact");
  for (const [label, value] of CONTACT) await field(page, label).fill(value);
  await page.getByLabel("Inquiry Type").selectOption("events");
  const reply = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await reply).status()).toBe(503);
  await page.getByText("Error sending message").waitFor();
  await page.getByText(UNAVAILABLE).waitFor();
  await page.getByRole("button", { name: "Send Message" }).waitFor(); // no longer 'Sending...'
  for (const [label, value] of CONTACT) expect(await field(page, label).inputValue()).toBe(value);
  expect(await page.getByLabel("Inquiry Type").inputValue()).toBe("events");
});

test("when Firestore is back and reseeded, Try again shows the data without reloading the page", async () => {
  await stack.startFirestore();
  await seed(); // the emulator keeps data in memory only
  await retryUntilShown(directory, directory.getByText("Blue Plate Diner").first());
  await retryUntilShown(eventPage, eventPage.getByRole("heading", { level: 1, name: "Wine Walk" }));
  expect(await windowStillMarked(directory)).toBe(true);
});
