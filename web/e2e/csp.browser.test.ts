/**
 * The site under its Content-Security-Policy in Chromium (issue 7): every HTML response carries the policy, each
 * page works, and the browser reports no violation, neither as a securitypolicyviolation event nor in the console.
 * Pages come from the function: server-rendered public pages, and the app shell on the client-only pages.
 * The public routes are checked this way in public-routes.browser.test.ts, on the page loads that test makes anyway.
 * The embeddable calendar is the one page another site may frame (docs/decisions/0046): it is framed here from
 * another origin, while the site's own pages refuse to be.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext } from "playwright-core";
import { embedSnippet } from "@main-street/domain/embed";
import { SITE_CSP_EMULATED } from "../../functions/src/http/csp";
import { expectShown, launchBrowser, screenshot, seriousA11yViolations } from "../../scripts/test/browser";
import { asSession, signInSeeded, type TestSession } from "../../scripts/test/sessions";
import { api, stackUrl } from "../../scripts/test/stack-env";
import { testImage } from "../../scripts/test/fixtures/test-images";
import { newContext } from "./admin-helpers";
import { expectSitePolicy, violationsOn, watchCsp } from "./csp-watch";

let browser: Browser;
let admin: TestSession;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInSeeded("admin");
});
afterAll(() => browser?.close());

async function watchedContext(session?: TestSession): Promise<{ context: BrowserContext; console: string[] }> {
  const context = await newContext(browser, session);
  return { context, console: await watchCsp(context) };
}

/** Opens `path`, checks the HTML response's headers and the page's h1, and returns any violation reported. */
async function visit(context: BrowserContext, path: string, heading: string | RegExp): Promise<string[]> {
  const page = await context.newPage();
  try {
    expectSitePolicy(path, await page.goto(stackUrl() + path));
    await expectShown(page.getByRole("heading", { level: 1, name: heading }));
    return (await violationsOn(page)).map((v) => `${path}: ${v}`);
  } finally {
    await page.close();
  }
}

// Every other public route is checked under the policy, with the app running, in public-routes.browser.test.ts.
test("a directory search from the address bar carries the policy, works, and reports no violation", async () => {
  const { context, console } = await watchedContext();
  try {
    expect(await visit(context, "/directory?q=coffee", "Business Directory")).toEqual([]);
    expect(console).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the admin area, an edit screen with the rich-text editor and the profile work under the policy", async () => {
  const { context, console } = await watchedContext(admin);
  try {
    const violations = [
      ...(await visit(context, "/admin", "Admin Dashboard")),
      ...(await visit(context, "/admin?tab=businesses", "Admin Dashboard")),
      ...(await visit(context, "/profile", "Profile Settings")),
    ];
    const page = await context.newPage();
    const response = await page.goto(stackUrl() + "/admin/businesses/edit/blue-plate-diner");
    expect(response!.headers()["content-security-policy"]).toBe(SITE_CSP_EMULATED);
    await expectShown(page.getByRole("heading", { level: 1, name: "Edit Business" }));
    const editor = page.getByRole("textbox", { name: "Description" });
    await editor.click();
    await page.keyboard.type(" Typed under the policy.");
    await page.getByRole("tab", { name: "Preview" }).click();
    await expectShown(page.getByRole("tabpanel", { name: "Preview" }).getByText(/Typed under the policy\./));
    violations.push(...(await violationsOn(page)));
    expect(violations).toEqual([]);
    expect(console).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the offline test sign-in works under the policy, from /login to the admin dashboard", async () => {
  const { context, console } = await watchedContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${stackUrl()}/login?method=test&returnTo=${encodeURIComponent("/admin")}`);
    expect(response!.headers()["content-security-policy"]).toBe(SITE_CSP_EMULATED);
    await expectShown(page.getByRole("heading", { name: "Local test sign-in" }));
    const beforeSignIn = await violationsOn(page);
    await page.getByRole("button", { name: "admin@example.com" }).click();
    await page.waitForURL(`${stackUrl()}/admin`);
    await expectShown(page.getByRole("heading", { level: 1, name: "Admin Dashboard" }));
    expect([...beforeSignIn, ...(await violationsOn(page))]).toEqual([]);
    expect(console).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an image from another https site, as the image field and the editor's URL tab allow, shows under the policy", async () => {
  const host = "https://images.example.org";
  const created = await api("/api/admin/businesses", {
    method: "POST",
    headers: asSession(admin),
    body: {
      name: "External Image Gallery",
      category: "shopping",
      image: `${host}/storefront.png`,
      description: `<p>Inside:</p><p><img src="${host}/inside.png" alt="The shop inside" /></p>`,
    },
  });
  expect(created.status).toBe(201);
  const { context, console } = await watchedContext();
  try {
    // The other site, played by the browser's request routing (the tests reach no host beyond the local stack).
    const png = await testImage("png", 320, 200);
    await context.route(`${host}/**`, (route) => route.fulfill({ contentType: "image/png", body: png }));
    const page = await context.newPage();
    await page.goto(`${stackUrl()}/directory/${created.body.id}`);
    await expectShown(page.getByRole("heading", { level: 1, name: "External Image Gallery" }));
    await expectShown(page.getByRole("img", { name: "The shop inside" }));
    // Each image brought into view (they load lazily) and decoded: a blocked one fails to decode and counts 0.
    const widths = await page.evaluate(async (prefix) => {
      const external = Array.from(document.images).filter((i) => i.src.startsWith(prefix));
      return Promise.all(
        external.map(async (image) => {
          image.scrollIntoView();
          return image.decode().then(
            () => image.naturalWidth,
            () => 0,
          );
        }),
      );
    }, host);
    expect(await violationsOn(page)).toEqual([]);
    expect(console).toEqual([]);
    expect(widths.length).toBeGreaterThanOrEqual(2);
    expect(widths.every((w) => w === 320)).toBe(true);
  } finally {
    await context.close();
    await api(`/api/admin/businesses/${created.body.id}`, { method: "DELETE", headers: asSession(admin) });
  }
});

/** Another site (another origin) serving `html`, as a partner's page would. */
async function otherSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test("another site frames the embeddable calendar, sized by its height message; the site's pages refuse frames", async () => {
  // docs/product.md#embeddable-calendar: the snippet the site hands out, on a page of another origin.
  const partner = await otherSite(`<!doctype html><html lang="en"><head><title>Partner</title></head><body>
    <h1>Our neighbours' events</h1>
    ${embedSnippet(stackUrl(), {}, "Downtown events")}
    <iframe id="refused" title="The events page" src="${stackUrl()}/events"></iframe>
    <script>window.heights = []; addEventListener("message", (e) => e.data && heights.push(e.data.height));</script>
  </body></html>`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(partner.url);
    const embedded = page.frameLocator("iframe[data-bcms-events]");
    await expectShown(embedded.getByRole("heading", { level: 1, name: "Upcoming events" }));
    await expectShown(embedded.getByRole("link", { name: "See the full calendar" }));
    await page.waitForFunction(() => (window as unknown as { heights: number[] }).heights.length > 0);
    // Read together: the snippet sizes the frame in the same dispatch of the message that was recorded.
    const [reported, shown] = await page.evaluate(() => [
      (window as unknown as { heights: number[] }).heights.at(-1)!,
      document.querySelector("iframe[data-bcms-events]")!.getBoundingClientRect().height,
    ]);
    expect(reported).toBeGreaterThan(200);
    expect(shown).toBe(Math.ceil(reported!));
    // Chromium shows its error page instead of the events page (frame-ancestors 'none').
    const refused = await (await page.locator("#refused").elementHandle())!.contentFrame();
    await refused!.waitForLoadState("load");
    expect(refused!.url()).toBe("chrome-error://chromewebdata/");
    await screenshot(page, "embed-on-another-site");
  } finally {
    await context.close();
    await partner.close();
  }
});

test("the embeddable calendar runs under its own policy with no violation, and passes axe", async () => {
  const { context, console } = await watchedContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${stackUrl()}/embed/events?limit=5`);
    expect(response!.headers()["content-security-policy"]).toMatch(/frame-ancestors \*$/);
    await expectShown(page.getByRole("heading", { level: 1, name: "Upcoming events" }));
    expect(await page.getByRole("listitem").count()).toBe(5);
    expect(await violationsOn(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(console).toEqual([]);
  } finally {
    await context.close();
  }
});
