/**
 * XSS in a real browser (issue 7): every payload of the OWASP filter-evasion corpus, in every free-text field the
 * public sees (businesses and events through the admin API, and the two forms), on every page that shows them.
 * No script may run: no dialog, no `__xss` global in any frame, no request to the attacker's host. Every page is
 * checked with the CSP bypassed, so the markup alone is proven inert: a CSP only ever blocks, so a script that would
 * run under it runs there too. That the pages work under the CSP is csp.browser.test.ts's and public-routes'.
 */
import type { Browser, Page } from "playwright-core";
import { addDays } from "@main-street/domain/dates";
import { LIMITS } from "@main-street/domain/limits";
import { expectShown, launchBrowser, textField } from "../../scripts/test/browser";
import {
  asSession,
  signIn,
  signInSeeded,
  uniqueAccount,
  waitForNextSecond,
  type TestSession,
} from "../../scripts/test/sessions";
import { api, stackUrl } from "../../scripts/test/stack-env";
import { writeLegacyEvent } from "../../scripts/test/legacy-records";
import { injectedGlobals, watchedContext, type Watched } from "./script-evidence";
import { armed, PAYLOADS, PayloadRotation, xssBusiness, xssEvent } from "./xss-fixtures";
import { testToday } from "../../scripts/test/test-clock";

const RUN = `XSS${Date.now().toString(36)}`;
let browser: Browser;
let admin: TestSession;
const businesses: string[] = [];
const events: string[] = [];
const rotation = new PayloadRotation();

/** Adds an event's category to the list staff manage (one whose name reads as another's is already there). */
async function listCategory(name: string): Promise<void> {
  const headers = asSession(admin);
  const response = await api("/api/admin/event-categories", { method: "POST", body: { name }, headers });
  if (response.status !== 201 && response.status !== 409)
    throw new Error(`adding the category ${name} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

async function create(kind: "businesses" | "events", body: object): Promise<string> {
  const response = await api(`/api/admin/${kind}`, { method: "POST", body, headers: asSession(admin) });
  if (response.status !== 201)
    throw new Error(`creating ${kind} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return (response.body as { id: string }).id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInSeeded("admin");
  const today = testToday();
  // Featured and upcoming (first on the home page), upcoming, and past: each section of /events shows one.
  const eventDates: [string, boolean][] = [
    [addDays(today, 1), true],
    [addDays(today, 40), false],
    [addDays(today, -40), false],
  ];
  for (let i = 0; !rotation.done || i < eventDates.length; i++) {
    businesses.push(await create("businesses", xssBusiness(`${RUN}-b${i}`, rotation, i === 0)));
    const [date, featured] = eventDates[i] ?? [addDays(today, 60 + i), false];
    const event = xssEvent(`${RUN}-e${i}`, rotation, date, featured);
    await listCategory(event.category);
    events.push(await create("events", event));
  }
  console.log(`${PAYLOADS.length} corpus payloads across ${businesses.length} businesses and ${events.length} events`);
});

afterAll(async () => {
  await browser?.close();
});

/** Opens `path`, waits until `ready` shows the payloads are on screen, and returns any sign of a script. */
async function check(watched: Watched, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const page = await watched.context.newPage();
  try {
    await page.goto(stackUrl() + path);
    await ready(page);
    return (await injectedGlobals(page)).map((g) => `${path}: ${g}`);
  } finally {
    await page.close();
  }
}

const h1With = (marker: string) => (page: Page) => expectShown(page.locator("h1", { hasText: marker }));
const textOf = (marker: string) => (page: Page) => expectShown(page.getByText(marker).first());
/** The grouped directory shows 6 a category: opens every category's View All disclosure first. */
const expandAllThen = (ready: (page: Page) => Promise<unknown>) => async (page: Page) => {
  const viewAll = page.locator("details:not([open]) > summary", { hasText: "View All" });
  await expectShown(viewAll.first());
  while ((await viewAll.count()) > 0) await viewAll.first().click();
  return ready(page);
};
const fieldStarts = (selector: string, marker: string) => (page: Page) =>
  page.waitForFunction(
    ([sel, start]) => (document.querySelector(sel) as HTMLInputElement | null)?.value.startsWith(start) === true,
    [selector, marker] as const,
  );

const CSP_BYPASSED = true;

test("the checks see a script that does run: dialog, global and attacker request", async () => {
  const watched = await watchedContext(browser, true);
  try {
    const page = await watched.context.newPage();
    await page.setContent(armed(`<img src="https://xss.example/x.png"><img src=x onerror="alert('XSS')">`));
    expect(await injectedGlobals(page)).toHaveLength(1);
    // The request and the dialog race each other, so their order is not part of the check.
    expect(watched.evidence).toHaveLength(2);
    expect(watched.evidence).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^request to https:\/\/attacker\.invalid\//),
        expect.stringMatching(/^alert dialog/),
      ]),
    );
  } finally {
    await watched.context.close();
  }
});

/** A page to open, and what shows that its payloads are on screen. */
type Visit = [path: string, ready: (page: Page) => Promise<unknown>];

/** Visits each page in one watched context; any sign of a script, on a page or in the context, fails the test. */
async function expectInert(visits: Visit[], session?: TestSession): Promise<void> {
  const watched = await watchedContext(browser, CSP_BYPASSED, session);
  try {
    const found: string[] = [];
    for (const [path, ready] of visits) found.push(...(await check(watched, path, ready)));
    expect([...found, ...watched.evidence]).toEqual([]);
  } finally {
    await watched.context.close();
  }
}

test("the home page, the directory, its searches and the events list show every payload as inert text", async () => {
  expect(rotation.done).toBe(true);
  await expectInert([
    ["/", textOf(`${RUN}-e0`)],
    ["/directory", expandAllThen(textOf(`${RUN}-b0`))],
    [`/directory?q=${RUN}`, textOf(`${RUN}-b0`)],
    ["/events", textOf(`${RUN}-e2`)],
    ...PAYLOADS.filter((p) => p.length <= LIMITS.searchQuery)
      .slice(0, 3)
      .map((q): Visit => [`/directory?q=${encodeURIComponent(q)}`, textOf("Search Results")]),
  ]);
});

test("the forms show payloads typed into every field as inert text, before and after sending", async () => {
  const watched = await watchedContext(browser, CSP_BYPASSED);
  const typed = new PayloadRotation();
  const everything = PAYLOADS.join("\n").slice(0, LIMITS.message);
  const page = await watched.context.newPage();
  try {
    await page.goto(stackUrl() + "/contact");
    for (const label of ["First Name", "Last Name"]) await textField(page, label).fill(typed.take(LIMITS.name));
    await textField(page, "Phone").fill(typed.take(LIMITS.phone));
    await textField(page, "Email").fill(`${RUN.toLowerCase()}@example.com`);
    await page.getByLabel("Inquiry Type").selectOption("other");
    await textField(page, "Message").fill(everything);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectShown(page.getByText("Message sent successfully!"));
    const found = await injectedGlobals(page);

    await page.goto(stackUrl() + "/volunteer");
    for (const label of ["First Name", "Last Name"]) await textField(page, label).fill(typed.take(LIMITS.name));
    await textField(page, "Phone").fill(typed.take(LIMITS.phone));
    await textField(page, "Email").fill(`${RUN.toLowerCase()}@example.com`);
    for (const label of ["Skills", "Previous Volunteer Experience", "Additional Comments"]) {
      await textField(page, label).fill(everything);
    }
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectShown(page.getByText("Thank you for volunteering!"));
    found.push(...(await injectedGlobals(page)));
    expect([...found, ...watched.evidence]).toEqual([]);
  } finally {
    await watched.context.close();
  }
});

test("the business and event pages show every payload as inert text", async () => {
  await expectInert([
    ...businesses.map((id, i): Visit => [`/directory/${id}`, h1With(`${RUN}-b${i}`)]),
    ...events.map((id, i): Visit => [`/events/${id}`, h1With(`${RUN}-e${i}`)]),
  ]);
});

test("the admin lists show every payload as inert text", async () => {
  const visits: Visit[] = [
    ["/admin?tab=businesses", textOf(`${RUN}-b0`)],
    ["/admin?tab=events", textOf(`${RUN}-e0`)],
  ];
  await expectInert(visits, admin);
});

test("the edit screens show every payload as inert text", async () => {
  const visits = [
    ...businesses.map((id, i): Visit => [`/admin/businesses/edit/${id}`, fieldStarts("#field-name", `${RUN}-b${i}`)]),
    ...events.map((id, i): Visit => [`/admin/events/edit/${id}`, fieldStarts("#field-title", `${RUN}-e${i}`)]),
  ];
  await expectInert(visits, admin);
});

test("a stored image pointing at the logout address signs out nobody who views the page", async () => {
  // Written straight to the database, as a record stored before image paths refused '..'.
  const viewer = await signIn(uniqueAccount("xss-logout-viewer"));
  await waitForNextSecond(viewer); // a revocation within the sign-in's second would not show
  const watched = await watchedContext(browser, false, viewer);
  const { id, remove } = await writeLegacyEvent(`${RUN}-logout-image`, {
    title: `${RUN} logout image`,
    description: '<p>Look</p><img src="/api/logout" alt="">',
    date: addDays(testToday(), 5),
    image: "/images/../api/logout",
  });
  try {
    expect((await api(`/api/events/${id}`)).status).toBe(200);
    const page = await watched.context.newPage();
    const logoutRequests: string[] = [];
    page.on("requestfinished", (r) => new URL(r.url()).pathname === "/api/logout" && logoutRequests.push(r.method()));
    await page.goto(`${stackUrl()}/events/${id}`);
    await expectShown(page.locator("h1", { hasText: `${RUN} logout image` }));
    await injectedGlobals(page); // lets every image load
    expect(logoutRequests).toContain("GET"); // the browser did ask...
    expect((await api("/api/auth/user", { headers: asSession(viewer) })).status).toBe(200); // ...and nothing ended
    expect((await watched.context.cookies()).some((c) => c.name === "__session")).toBe(true);
  } finally {
    await watched.context.close();
    await remove();
  }
});
