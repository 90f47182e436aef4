/**
 * The staff inbox in Chromium (issue 15): a visitor's contact message shows in the admin Inbox and is marked
 * Handled; an event proposal from the events page is approved through the prefilled event editor and is public.
 */
import type { Browser, Page } from "playwright-core";
import { expectShown, launchBrowser, seriousA11yViolations, textField } from "../../scripts/test/browser";
import { signInAsNewAdmin, signInSeeded } from "../../scripts/test/sessions";
import { stackUrl } from "../../scripts/test/stack-env";
import { expectToast, newContext } from "./admin-helpers";
import { openPage } from "./public-site-helpers";

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInAsNewAdmin(await signInSeeded("admin"), "inbox-e2e");
  admin = await (await newContext(browser, session)).newPage();
});
afterAll(() => browser?.close());

async function openInbox(): Promise<void> {
  await admin.goto(stackUrl() + "/admin?tab=inbox");
  await expectShown(admin.getByRole("heading", { level: 2, name: "Inbox" }));
}

test("a contact message appears in the inbox, shows every field, and is marked Handled", async () => {
  const last = `Inboxer${Date.now().toString(36)}`;
  const visitor = await openPage(browser, "/contact");
  for (const [label, value] of [
    ["First Name", "Rosa"],
    ["Last Name", last],
    ["Email", "rosa.inbox@example.com"],
    ["Phone", "(702) 555-0199"],
    ["Message", "Can I set up a table at the market?"],
  ] as const)
    await textField(visitor, label).fill(value);
  await visitor.getByLabel("Inquiry Type").selectOption("events");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expectToast(visitor, "Message sent successfully!");

  await openInbox();
  await expectShown(admin.getByRole("tab", { name: /Inbox.*new/ })); // the tab carries the New count
  await admin.getByRole("button", { name: new RegExp(`Rosa ${last}`) }).click();
  const dialog = admin.getByRole("dialog", { name: `Contact message from Rosa ${last}` });
  await expectShown(dialog.getByText("Can I set up a table at the market?"));
  await expectShown(dialog.getByText("Events & Activities"));
  await expectShown(dialog.getByText(/Received .* P[SD]T/));
  expect(await dialog.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")).toMatch(
    /^mailto:rosa\.inbox@example\.com\?subject=/,
  );
  expect(await dialog.getByRole("link", { name: /^Call / }).getAttribute("href")).toBe("tel:+17025550199");
  expect(await seriousA11yViolations(admin)).toEqual([]);
  await dialog.getByRole("button", { name: "Mark Handled" }).click();
  await expectToast(admin, "Marked Handled");
  await expectShown(dialog, undefined, "detached");

  await admin.getByLabel("Status").click();
  await admin.getByRole("option", { name: "Handled" }).click();
  const row = admin.getByRole("button", { name: new RegExp(`Rosa ${last}`) });
  await expectShown(row.getByText("Handled", { exact: true }));
});

test("an event proposal is approved in the prefilled editor, and the event it links to is public", async () => {
  const title = `Chalk Art Day ${Date.now().toString(36)}`;
  const visitor = await openPage(browser, "/events");
  const form = visitor.getByRole("form", { name: "Propose an event" });
  await textField(form, "Event title").fill(title);
  await textField(form, "Description").fill("Kids draw on the sidewalk.\n\nChalk provided.");
  await form.getByLabel(/^Date/).fill("2031-04-12");
  await textField(form, "Time").fill("10:00 AM");
  await textField(form, "Location").fill("Wilbur Square");
  await textField(form, "Organiser name").fill("Pat Organiser");
  await textField(form, "Email").fill("pat.proposer@example.com");
  expect(await seriousA11yViolations(visitor)).toEqual([]);
  await visitor.getByRole("button", { name: "Send Proposal" }).click();
  await expectToast(visitor, "Proposal sent!");

  await openInbox();
  await admin.getByLabel("Type").click();
  await admin.getByRole("option", { name: "Event proposal" }).click();
  await admin
    .getByRole("button", { name: /Pat Organiser/ })
    .first()
    .click();
  const detail = admin.getByRole("dialog", { name: "Event proposal from Pat Organiser" });
  await expectShown(detail.getByText(title));
  await detail.getByRole("button", { name: "Approve" }).click();
  const editor = admin.getByRole("dialog", { name: "Add Event" });
  expect(await editor.getByLabel(/^Title/).inputValue()).toBe(title);
  expect(await editor.getByLabel(/^Date/).inputValue()).toBe("2031-04-12");
  expect(await editor.getByLabel(/^Location/).inputValue()).toBe("Wilbur Square");
  await editor.getByRole("button", { name: "Create Event" }).click();
  await expectToast(admin, "Proposal approved");

  await expectShown(editor, undefined, "detached");

  // Decided, it has left Open (what still waits): under Handled it says so, and links to the event, which is public.
  await admin.getByLabel("Status").click();
  await admin.getByRole("option", { name: "Handled" }).click();
  const decided = admin.getByRole("button", { name: /Pat Organiser/ }).first();
  await expectShown(decided.getByText("Approved", { exact: true }));
  await decided.click();
  await expectShown(admin.getByRole("dialog", { name: "Event proposal from Pat Organiser" }).getByText("Approved:"));
  const href = await admin.getByRole("link", { name: "view the event" }).getAttribute("href");
  // A new visitor (the first one's browser may hold the events list from before, for its cache lifetime).
  const next = await openPage(browser, href!);
  await expectShown(next.getByRole("heading", { level: 1, name: title, exact: true }));
});
