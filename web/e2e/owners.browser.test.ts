/**
 * Owners in Chromium (issue 29): a signed-in visitor claims a business, staff approve the claim in the inbox, the
 * owner edits the listing, staff review the field-by-field diff and approve it, the public page shows the change,
 * and the business's edit screen shows who changed it. Axe checks each new screen. Counters seeded into this file's
 * namespace show in the listing's "Last 30 days" panel, for the owner and for staff.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { expectShown, launchBrowser, seriousA11yViolations } from "../../scripts/test/browser";
import { signIn, signInAsNewAdmin, signInSeeded, uniqueAccount, type TestSession } from "../../scripts/test/sessions";
import { adminForTests, stackUrl } from "../../scripts/test/stack-env";
import { addDays } from "@main-street/domain/dates";
import { STATS_COLLECTION, statsDocId } from "@main-street/domain/listing-stats";
import { statsWindows } from "@main-street/domain/listing-stats-read";
import { expectToast, newContext } from "./admin-helpers";
import { testToday } from "../../scripts/test/test-clock";

const BUSINESS = "blue-plate-diner";

let browser: Browser;
let staff: Page;
let ownerPage: Page;
let owner: TestSession;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signInAsNewAdmin(await signInSeeded("admin"), "owners-e2e");
  staff = await (await newContext(browser, admin)).newPage();
  owner = await signIn(uniqueAccount("owner-e2e"));
  ownerPage = await (await newContext(browser, owner)).newPage();
  // Today's views in two shards, and the previous 30 days' last day.
  const stack = adminForTests();
  const { current, previous } = statsWindows(testToday());
  for (const [day, shard, views] of [
    [current.to, 0, 7],
    [current.to, 1, 5],
    [previous.to, 2, 8],
  ] as const) {
    await stack.db
      .doc(`${STATS_COLLECTION}/${statsDocId(BUSINESS, day, shard)}`)
      .set({ businessId: BUSINESS, day, views });
  }
  await stack.close();
});
afterAll(() => browser?.close());

/**
 * The listing's "Last 30 days" panel shows the seeded views: the total, the chart's words and the change. An owner's
 * panel is named for its listing ("Last 30 days of Blue Plate Diner"), the edit screen's is the panel's heading.
 */
async function expectStatsPanel(page: Page, name = "Last 30 days") {
  const panel = page.getByRole("region", { name });
  // Each tile: its label, then its total (7 + 5 views today; the previous period's 8 are not in it).
  const tile = (label: string) => panel.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
  await expectShown(tile("Page views"));
  expect(await tile("Page views").innerText()).toMatch(/^Page views\s+12\b/);
  expect(await tile("Website taps").innerText()).toMatch(/^Website taps\s+0\b/);
  await expectShown(panel.getByRole("img", { name: /^Page views per day, .*: 12 in all, most 12 on / }));
  await expectShown(panel.getByText("+50% from the previous 30 days"));
}

async function openInboxItem(name: RegExp, dialogName: RegExp) {
  await staff.goto(`${stackUrl()}/admin?tab=inbox`);
  await expectShown(staff.getByRole("heading", { level: 2, name: "Inbox" }));
  await staff.getByRole("button", { name }).first().click();
  const dialog = staff.getByRole("dialog", { name: dialogName });
  await expectShown(dialog);
  return dialog;
}

async function fillClaim(claim: Locator) {
  await claim.getByRole("textbox", { name: /^Your name/ }).fill("Olive Owner");
  await claim.getByRole("textbox", { name: /^Your role/ }).fill("Manager");
  await claim.getByRole("textbox", { name: /^A phone number or e-mail/ }).fill("702-555-0142");
}

/**
 * One journey, a step a test: each step starts where the one before left the two browsers, and has its own bound
 * on a hang.
 */
describe("claim → approve → owner edit → staff review diff → approve → public page → history", () => {
  test("a signed-in visitor claims the business from its page", async () => {
    // A second tab, open on the page before the claim is sent: it still offers the claim.
    const otherTab = await ownerPage.context().newPage();
    await otherTab.goto(`${stackUrl()}/directory/${BUSINESS}`);
    await expectShown(otherTab.getByRole("button", { name: "Own this business? Claim it" }));

    await ownerPage.goto(`${stackUrl()}/directory/${BUSINESS}`);
    await ownerPage.getByRole("button", { name: "Own this business? Claim it" }).click();
    const claim = ownerPage.getByRole("dialog", { name: /^Claim / });
    await fillClaim(claim);
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);
    await claim.getByRole("button", { name: "Send claim" }).click();
    await expectShown(claim.getByText("The Main Street office will check your claim"));
    // Sent: the dialog closes with its own button, and the page no longer offers the claim, also once reloaded.
    await claim.getByRole("button", { name: "Close" }).click();
    await expectShown(claim, "the claim dialog, closed", "hidden");
    await expectShown(ownerPage.getByRole("status").getByText("The Main Street office will check your claim"));
    expect(await ownerPage.getByRole("button", { name: "Own this business? Claim it" }).count()).toBe(0);
    await ownerPage.reload();
    await expectShown(ownerPage.getByRole("status").getByText(/^Your claim is with the Main Street office/));
    expect(await ownerPage.getByRole("button", { name: "Own this business? Claim it" }).count()).toBe(0);

    // The other tab's claim is refused in its dialog, not in a toast over the dialog's buttons.
    await otherTab.getByRole("button", { name: "Own this business? Claim it" }).click();
    const second = otherTab.getByRole("dialog", { name: /^Claim / });
    await fillClaim(second);
    await second.getByRole("button", { name: "Send claim" }).click();
    await expectShown(second.getByRole("status").getByText(/^You already sent a claim for this business/));
    expect(await otherTab.locator("#notistack-snackbar").count()).toBe(0);
    await second.getByRole("button", { name: "Close" }).click();
    expect(await otherTab.getByRole("button", { name: "Own this business? Claim it" }).count()).toBe(0);
    await otherTab.close();
  });

  test("staff approve the claim in the inbox", async () => {
    const claimDialog = await openInboxItem(/Olive Owner/, /^Ownership claim from Olive Owner/);
    await expectShown(claimDialog.getByText("702-555-0142"));
    expect(await seriousA11yViolations(staff)).toEqual([]);
    // Approving makes the claimant an owner: staff confirm it first. Beside Approve, no second filled button.
    const filled = claimDialog.locator(".MuiButton-contained");
    expect(await filled.allTextContents()).toEqual(["Approve claim"]);
    await claimDialog.getByRole("button", { name: "Approve claim" }).click();
    const confirm = staff.getByRole("dialog", { name: "Approve this claim?" });
    await expectShown(confirm.getByText(/becomes an owner of Blue Plate Diner/));
    await confirm.getByRole("button", { name: "Approve claim" }).click();
    await expectToast(staff, "Approved");
    // The inbox says what was decided, and Open (its default) lists what still waits, so not this claim.
    await staff.goto(`${stackUrl()}/admin?tab=inbox`);
    await expectShown(staff.getByRole("heading", { level: 2, name: "Inbox" }));
    expect(await staff.getByRole("button", { name: /Olive Owner/ }).count()).toBe(0);
    await staff.getByLabel("Status").click();
    await staff.getByRole("option", { name: "All" }).click();
    await expectShown(staff.getByRole("button", { name: /Olive Owner/ }).getByText("Approved", { exact: true }));
  });

  test("the owner's business page now offers Edit; they change the phone and the description and send it for review", async () => {
    await ownerPage.goto(`${stackUrl()}/directory/${BUSINESS}`);
    await ownerPage.getByRole("link", { name: "Edit your listing" }).click();
    await expectShown(ownerPage.getByRole("heading", { level: 1, name: /^Edit / }));
    await ownerPage.getByRole("textbox", { name: "Phone" }).fill("702-555-0123");
    const editor = ownerPage.locator('[contenteditable="true"]').first();
    await editor.click();
    await ownerPage.keyboard.press("Control+Home");
    for (let i = 0; i < "Chrome".length; i++) await ownerPage.keyboard.press("Delete");
    await ownerPage.keyboard.type("Now serving breakfast all day. Steel");
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);
    await ownerPage.getByRole("button", { name: "Send for review" }).click();
    await expectToast(ownerPage, "Sent for review");
    await expectShown(ownerPage.getByText("Waiting for review"));
  });

  test("staff see the diff against the live listing, the description rendered, and approve it", async () => {
    const review = await openInboxItem(new RegExp(owner.email.replace(/[.+]/g, "\\$&")), /^Listing change from /);
    const diff = review.getByRole("table", { name: "Changes against the live listing" });
    await expectShown(diff.getByRole("row", { name: /Phone .* 702-555-0123/ }));
    // The description is one rendered view: removed words in <del>, added ones in <ins>, each announced.
    const description = diff.getByRole("row", { name: /^Description/ });
    expect(await description.getByRole("cell").count()).toBe(1);
    const added = description.locator("ins", { hasText: "Now serving breakfast all day." });
    await expectShown(added, "the added words, marked as inserted");
    const removed = description.locator("del", { hasText: /^Chrome$/ });
    await expectShown(removed, "the removed word, marked as deleted");
    const announced = (mark: typeof added) =>
      mark.evaluate((el) => [getComputedStyle(el, "::before").content, getComputedStyle(el, "::after").content]);
    expect(await announced(added)).toEqual(['"[added: "', '"]"']);
    expect(await announced(removed)).toEqual(['"[removed: "', '"]"']);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await review.getByRole("button", { name: "Approve changes" }).click();
    await staff
      .getByRole("dialog", { name: "Approve these changes?" })
      .getByRole("button", { name: "Approve changes" })
      .click();
    await expectToast(staff, "Approved");
  });

  test("the public page shows the change; the owner sees the revision approved", async () => {
    await ownerPage.goto(`${stackUrl()}/directory/${BUSINESS}`);
    await expectShown(ownerPage.getByRole("link", { name: "702-555-0123" }).first());
    await expectShown(ownerPage.getByText("Now serving breakfast all day."));
    await ownerPage.goto(`${stackUrl()}/owner`);
    await expectShown(ownerPage.getByText(/Approved and live/));
    await expectStatsPanel(ownerPage, "Last 30 days of Blue Plate Diner");
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);
  });

  test("the owner proposes an event; staff approve it hosted by the business; both pages show it", async () => {
    const title = `Pie Night ${Date.now().toString(36)}`;
    await ownerPage.goto(`${stackUrl()}/owner`);
    await ownerPage.getByRole("button", { name: "Propose an event at Blue Plate Diner" }).click();
    const proposal = ownerPage.getByRole("dialog", { name: "Propose an event at Blue Plate Diner" });
    await proposal.getByRole("textbox", { name: /^Event title/ }).fill(title);
    await proposal.getByRole("textbox", { name: /^Description/ }).fill("Every pie half price.");
    await proposal.getByLabel(/^Date/).fill(addDays(testToday(), 6));
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);
    await proposal.getByRole("button", { name: "Send proposal" }).click();
    await expectToast(ownerPage, "Event proposed");

    const item = await openInboxItem(new RegExp(title), /^Event proposal from Blue Plate Diner/);
    await expectShown(item.getByText(owner.email).first());
    await item.getByRole("button", { name: "Approve" }).click();
    const editor = staff.getByRole("dialog", { name: "Add Event" });
    const host = editor.locator('input[name="hostBusinessId"]:not([aria-busy="true"])');
    await expectShown(host, "the host business, once the businesses have loaded");
    expect(await host.inputValue()).toBe("Blue Plate Diner");
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await editor.getByRole("button", { name: "Create Event" }).click();
    await expectToast(staff, "Proposal approved");

    await ownerPage.goto(`${stackUrl()}/directory/${BUSINESS}`);
    await ownerPage.getByRole("region", { name: "Upcoming here" }).getByRole("link", { name: title }).click();
    await expectShown(ownerPage.getByRole("heading", { level: 1, name: title }));
    const hostLink = ownerPage.locator("aside").getByRole("link", { name: "Blue Plate Diner" });
    expect(await hostLink.getAttribute("href")).toBe(`/directory/${BUSINESS}`);
  });

  test("the business's edit screen says who changed what, and lists the owner", async () => {
    await staff.goto(`${stackUrl()}/admin/businesses/edit/${BUSINESS}`);
    const history = staff.getByRole("list", { name: "Changes, newest first" });
    await expectShown(history.getByText(`Owner's change by ${owner.email}`, { exact: false }));
    await expectShown(history.getByText(/Phone: .* → 702-555-0123/));
    await expectShown(staff.getByRole("region", { name: "Owners" }).getByText(owner.email, { exact: false }));
    await expectStatsPanel(staff);
    expect(await seriousA11yViolations(staff)).toEqual([]);
  });
});
