/**
 * Firestore goes away under a browser, on a dedicated stack: pages that need data show a clear message
 * with a retry button, never a blank page or endless loading; once Firestore is back, the retry shows the data.
 * A contact message sent during the outage gets the failure toast and keeps everything typed.
 * Lists an instance already holds are still served while the version check fails (a blip is not an outage for
 * them); what it never loaded fails at the API's deadline, and the page offers a retry.
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
 * Each look waits for the answer to that click's request (`api`), never for the button as it was before the click:
 * meanwhile it reads "Trying again...", and once the data shows it never comes back.
 */
async function retryUntilShown(page: Page, loaded: Locator, api: string): Promise<void> {
  const tryAgain = page.getByRole("button", { name: "Try again", exact: true });
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === api);
    await tryAgain.click();
    await answered;
    await loaded.or(tryAgain).waitFor();
    if (await loaded.isVisible()) return;
  }
  throw new Error("the page still could not load its data after 10 tries");
}

let eventsList: Page;
let eventPage: Page;

test("the directory loads while Firestore is up", async () => {
  const page = await open("/directory");
  await page.getByText("Blue Plate Diner").first().waitFor();
});

test("with Firestore down, the directory still shows the businesses the API holds in memory", async () => {
  await stack.stopFirestore();
  const page = await open("/directory");
  await page.getByText("Blue Plate Diner").first().waitFor();
  expect(await page.getByRole("heading", { name: "We couldn't load the directory" }).count()).toBe(0);
});

test("with Firestore down, the events list it never loaded shows a retry state, not a blank page", async () => {
  eventsList = await open("/events");
  await eventsList.getByRole("heading", { name: "We couldn't load events" }).waitFor();
  await eventsList.getByRole("button", { name: "Try again" }).waitFor();
  await eventsList.getByRole("heading", { level: 1, name: "Community Events" }).waitFor(); // the page around it
  expect(await eventsList.getByText("Loading events...").count()).toBe(0);
  await markWindow(eventsList);
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
  await retryUntilShown(eventsList, eventsList.getByText("Wine Walk").first(), "/api/events");
  await retryUntilShown(eventPage, eventPage.getByRole("heading", { level: 1, name: "Wine Walk" }), "/api/events");
  expect(await windowStillMarked(eventsList)).toBe(true);
});
