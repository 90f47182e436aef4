/** The local stack's offline test sign-in (/login?method=test): no Google script loader needed. */
import type { Browser } from "playwright-core";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { stackUrl } from "../../scripts/test/stack-env";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test("signs in as the seeded admin without leaving the site, then returns to the page asked for", async () => {
  const context = await browser.newContext();
  const googleRequests: string[] = [];
  context.on("request", (r) => {
    if (/apis\.google\.com|accounts\.google\.com/.test(r.url())) googleRequests.push(r.url());
  });
  const page = await context.newPage();
  await page.goto(`${stackUrl()}/login?method=test&returnTo=${encodeURIComponent("/admin")}`);
  await expectShown(page.getByRole("heading", { name: "Local test sign-in" }));
  await page.getByRole("button", { name: "admin@example.com" }).click();
  await expectShown(page.getByRole("heading", { name: "Admin Dashboard" }));
  expect(page.url()).toBe(`${stackUrl()}/admin`);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "__session")?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === "signed_in")).toMatchObject({ value: "1", httpOnly: false });
  expect(googleRequests).toEqual([]);
  await context.close();
});

test("a signed-out visitor's pages never ask the server who is signed in", async () => {
  const context = await browser.newContext();
  const asked: string[] = [];
  context.on("request", (r) => r.url().includes("/api/auth/user") && asked.push(r.url()));
  const page = await context.newPage();
  await page.goto(`${stackUrl()}/directory`);
  await expectShown(page.getByRole("heading", { level: 1, name: "Business Directory" }));
  await expectShown(page.getByRole("link", { name: "Login" }).first());
  expect(asked).toEqual([]);
  await context.close();
});

test("a return path that resolves to another host after sign-in lands on the site's home page instead", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // '/.//example.org' resolves to '//example.org', which a browser reads as another host.
  await page.goto(`${stackUrl()}/login?method=test&returnTo=/.//example.org`);
  // Each step waits on its own signal: the session the sign-in creates, then the page it returns to.
  const session = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/auth/session" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "user@example.com" }).click();
  expect((await session).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === "/" && url.origin === new URL(stackUrl()).origin);
  await expectShown(page.getByRole("button", { name: "Jordan" }), "the signed-in user's menu button on the home page");
  expect(page.url()).toBe(`${stackUrl()}/`);
  await context.close();
});
