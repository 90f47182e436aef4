/**
 * Signed-in pages in Chromium (issue 4): a plain user refused /admin and refused on an edit screen, the profile
 * page (save and accessibility), and logout ending the session.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectShown, launchBrowser, screenshot, seriousA11yViolations } from "../../scripts/test/browser";
import {
  asSession,
  signIn,
  signInSeeded,
  uniqueAccount,
  waitForNextSecond,
  type TestSession,
} from "../../scripts/test/sessions";
import { api, stackUrl } from "../../scripts/test/stack-env";
import { expectToast, newContext, recordShown } from "./admin-helpers";

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => context?.close());
afterAll(() => browser?.close());

async function openAs(session: TestSession, path: string): Promise<Page> {
  context = await newContext(browser, session);
  const page = await context.newPage();
  await page.goto(stackUrl() + path);
  return page;
}

test("a plain user is refused /admin with a toast, then sent home", async () => {
  const page = await openAs(await signInSeeded("user"), "/admin");
  await expectToast(page, "Access Denied", "Admin access required.");
  await page.waitForURL(stackUrl() + "/");
  expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
  // The menu offers no Admin Dashboard to a plain user.
  await page.getByRole("button", { name: "Jordan" }).click();
  await expectShown(page.getByRole("menuitem", { name: "Profile" }));
  expect(await page.getByRole("menuitem", { name: "Admin Dashboard" }).count()).toBe(0);
});

test("an edit screen shows a plain user the server's refusal, and nothing is saved", async () => {
  const event = (await api("/api/events")).body[0] as { id: string; title: string };
  const page = await openAs(await signInSeeded("user"), `/admin/events/edit/${event.id}`);
  await expectShown(page.getByText("You are signed in without admin access, so changes made here can't be saved."));
  await page.getByLabel("Title").fill("Changed by a plain user");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Error", "Admin access required.");
  await expectShown(page.getByRole("alert").filter({ hasText: "The changes were not saved: Admin access required." }));
  expect((await api(`/api/events/${event.id}`)).body.title).toBe(event.title);
});

test("the profile page saves the account information, and shows the Admin Dashboard button to admins only", async () => {
  const user = await signIn({ ...uniqueAccount("e2e-profile"), name: "Casey Profile" });
  const page = await openAs(user, "/profile");
  await expectShown(page.getByRole("heading", { level: 1, name: "Profile Settings" }));
  // The e-mail is the verified sign-in address: shown, not editable.
  const email = page.getByRole("textbox", { name: "Email" });
  expect(await email.inputValue()).toBe(user.email);
  expect(await email.isEditable()).toBe(false);
  await expectShown(page.getByText("Your e-mail comes from your Google sign-in and can't be changed here."));
  await expectShown(page.getByText("Member Since"));
  expect(await page.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);
  const zones = await page.getByRole("combobox", { name: "Time Zone" }).locator("option").count();
  expect(zones).toBe(7);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "profile");

  await page.getByLabel("First Name").fill("Cassie");
  await page.getByRole("combobox", { name: "Time Zone" }).selectOption("America/Denver");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile Updated", "Your profile has been updated successfully.");
  await expectShown(page.getByRole("button", { name: "Cassie" })); // the header follows the saved first name
  expect((await api("/api/auth/user", { headers: asSession(user) })).body).toMatchObject({
    firstName: "Cassie",
    timezone: "America/Denver",
  });

  await context.close();
  const adminPage = await openAs(await signInSeeded("admin"), "/profile");
  await expectShown(adminPage.getByRole("link", { name: "Admin Dashboard" }));
});

test("a signed-out visitor on /profile is sent to sign in", async () => {
  context = await newContext(browser);
  const toasts = await recordShown(context, "#notistack-snackbar");
  const page = await context.newPage();
  await page.goto(stackUrl() + "/profile");
  await page.waitForURL(/\/emulator\/auth\/handler/);
  // Shown for 500 ms before the redirect, so recorded as it appeared rather than waited for.
  expect(toasts.some((t) => t.includes("Unauthorized") && t.includes("You are logged out. Logging in again..."))).toBe(
    true,
  );
  expect(decodeURIComponent(page.url())).toContain("/login?returnTo=%2Fprofile");
});

test("logout clears the session and ends it on the server", async () => {
  const user = await signIn(uniqueAccount("e2e-logout"));
  const page = await openAs(user, "/");
  await waitForNextSecond(user); // see waitForNextSecond: a revocation within the sign-in's second is ignored
  await page.getByRole("button", { name: "Test" }).click();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/logout");
  await page.getByRole("menuitem", { name: "Logout" }).click();
  // A post behind the CSRF check: a link or an image elsewhere can't sign anyone out.
  expect((await sent).method()).toBe("POST");
  await page.waitForURL(stackUrl() + "/");
  await expectShown(page.getByRole("link", { name: "Login" }).first());
  expect((await context.cookies()).some((c) => c.name === "__session")).toBe(false);
  expect((await context.cookies()).some((c) => c.name === "signed_in")).toBe(false);
  expect((await api("/api/auth/user", { headers: asSession(user) })).status).toBe(401);
});
