/**
 * Firestore goes away under a browser, on a dedicated stack: pages that need data show a clear message
 * with a retry button, never a blank page or endless loading; once Firestore is back, the retry shows the data.
 * A contact message sent during the outage gets the failure toast and keeps everything typed.
 * Lists an instance already holds are still served while the version check fails (a blip is not an outage for
 * them); what it never loaded fails at the API's deadline, and the page offers a retry.
 * Each test sets up the state it needs (Firestore up or down, its own seeded namespace, so its own list cache and
 * pages), so the tests pass in any order and alone.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { seedDatabase } from "../../scripts/seed/seed";
import { stackAdmin } from "../../scripts/stack/admin";
import { startStack, type Stack } from "../../scripts/stack/stack";
import { expectShown, launchBrowser, textField } from "../../scripts/test/browser";
import { TEST_FUNCTION_ENV } from "../../scripts/test/own-stack";
import { NAMESPACE_COOKIE, testNamespace } from "../../scripts/test/stack-env";
import { DESKTOP } from "./admin-helpers";
import { markWindow, windowStillMarked } from "./public-site-helpers";

const UNAVAILABLE = "The site's data is temporarily unavailable. Please try again shortly.";

let stack: Stack;
let browser: Browser;
let firestoreRunning = true;

beforeAll(async () => {
  stack = await startStack({
    auth: false, // no test here signs in
    functionEnv: {
      ...TEST_FUNCTION_ENV,
      DB_TIMEOUT_MS: "3000",
      TRUSTED_PROXY_HOPS: "1",
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_PER_DAY: "10000",
    },
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

/** Brings the stack's Firestore emulator to the state a test needs (it keeps data in memory only). */
async function firestore(state: "up" | "down"): Promise<void> {
  if (state === "down" && firestoreRunning) await stack.stopFirestore();
  if (state === "up" && !firestoreRunning) await stack.startFirestore();
  firestoreRunning = state === "up";
}

/**
 * A test's own namespace on the stack: its own database and its own list cache in the function, so what one test
 * loaded (or never loaded) is not another's starting point.
 */
function ownNamespace(label: string) {
  const namespace = `${testNamespace()}-${label}`;
  return {
    /** Seeds its database (Firestore must be up), with a fresh client, so no gRPC backoff from an outage lingers. */
    async seed(): Promise<void> {
      const admin = stackAdmin(stack.adminEnv, namespace);
      try {
        await seedDatabase(admin.db);
      } finally {
        await admin.close();
      }
    },
    /**
     * Waits until the function reads from Firestore again: each instance reconnects on its own (within gRPC's 5 s
     * backoff cap) after a restart. Probes a list no test here asserts on, so the lists under test stay unloaded.
     */
    async reachable(): Promise<void> {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await fetch(`${stack.url}/api/bingo-squares`, { headers: { "x-test-namespace": namespace } });
        if (response.ok) return;
      }
      throw new Error("the function could not read from Firestore after 10 tries");
    },
    async open(path: string): Promise<Page> {
      const context = await browser.newContext({ viewport: DESKTOP });
      await context.addCookies([{ name: NAMESPACE_COOKIE, value: namespace, url: stack.url }]);
      const page = await context.newPage();
      await page.goto(stack.url + path);
      return page;
    },
  };
}

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
 * Each look waits for the answer to that click's request (`api`), and then for the page to have taken it in: from
 * the press until then the button reads "Trying again..." (the press shows it at once, before the click returns), so
 * "Try again" matches only once the retry has failed, and never a button as it was before the click.
 */
async function retryUntilShown(page: Page, loaded: Locator, api: string): Promise<void> {
  const tryAgain = page.getByRole("button", { name: "Try again", exact: true });
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === api);
    await tryAgain.click();
    await answered;
    await expectShown(loaded.or(tryAgain));
    if (await loaded.isVisible()) return;
  }
  throw new Error("the page still could not load its data after 10 tries");
}

test("the directory loads while Firestore is up", async () => {
  await firestore("up");
  const namespace = ownNamespace("up");
  await namespace.seed();
  await namespace.reachable();
  const page = await namespace.open("/directory");
  await expectShown(page.getByText("Blue Plate Diner").first(), "a seeded business in the directory");
  await page.context().close();
});

test("with Firestore down, the directory still shows the businesses the API holds in memory", async () => {
  await firestore("up");
  const namespace = ownNamespace("held");
  await namespace.seed();
  await namespace.reachable();
  const loaded = await namespace.open("/directory"); // the function now holds the directory's list
  await expectShown(loaded.getByText("Blue Plate Diner").first(), "a seeded business in the directory");
  await loaded.context().close();
  await firestore("down");
  const page = await namespace.open("/directory");
  await expectShown(page.getByText("Blue Plate Diner").first(), "a business the API holds, with Firestore down");
  expect(await page.getByRole("heading", { name: "We couldn't load the directory" }).count()).toBe(0);
  await page.context().close();
});

/**
 * The events list and an event page, each in its own namespace, share one outage: both are opened while Firestore is
 * down (their loads wait out the API's deadline side by side) and both retried once it is back, so the suite stops
 * and starts Firestore once for the two rather than once each.
 */
test("with Firestore down, the events list and an event page it never loaded show retry states (not 'Event Not Found'); back up, Try again shows the data without reloading the page", async () => {
  await firestore("down");
  const listNamespace = ownNamespace("events");
  const eventNamespace = ownNamespace("event");
  const [eventsList, eventPage] = await Promise.all([
    listNamespace.open("/events"),
    eventNamespace.open("/events/wine-walk"),
  ]);

  await expectShown(eventsList.getByRole("heading", { name: "We couldn't load events" }), "the events retry state");
  await expectShown(eventsList.getByRole("button", { name: "Try again" }), "the events list's Try again button");
  await expectShown(
    eventsList.getByRole("heading", { level: 1, name: "Community Events" }),
    "the events page around the retry state",
  );
  expect(await eventsList.getByText("Loading events...").count()).toBe(0);
  await markWindow(eventsList);

  await expectShown(
    eventPage.getByRole("heading", { level: 1, name: "We couldn't load this event" }),
    "the event page's retry state",
  );
  await expectShown(eventPage.getByRole("button", { name: "Try again" }), "the event page's Try again button");
  expect(await eventPage.getByText("Event Not Found").count()).toBe(0); // a failed load is not a missing event
  expect(await eventPage.getByRole("navigation").count()).toBeGreaterThan(0); // header still there

  await firestore("up");
  await Promise.all([listNamespace.seed(), eventNamespace.seed()]);
  await retryUntilShown(eventsList, eventsList.getByText("Wine Walk").first(), "/api/events");
  expect(await windowStillMarked(eventsList)).toBe(true);
  await retryUntilShown(
    eventPage,
    eventPage.getByRole("heading", { level: 1, name: "Wine Walk" }),
    "/api/events/wine-walk",
  );
  await eventsList.context().close();
  await eventPage.context().close();
});

test("with Firestore down, a contact message gets the failure toast and the form keeps what was typed", async () => {
  await firestore("down");
  const page = await ownNamespace("contact").open("/contact");
  for (const [label, value] of CONTACT) await textField(page, label).fill(value);
  await page.getByLabel("Inquiry Type").selectOption("events");
  const reply = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await reply).status()).toBe(503);
  await expectShown(page.getByText("Error sending message"), "the failure toast's title");
  await expectShown(page.getByText(UNAVAILABLE), "the failure toast's message");
  await expectShown(page.getByRole("button", { name: "Send Message" }), "the send button, no longer 'Sending...'");
  for (const [label, value] of CONTACT) expect(await textField(page, label).inputValue()).toBe(value);
  expect(await page.getByLabel("Inquiry Type").inputValue()).toBe("events");
  await page.context().close();
});
