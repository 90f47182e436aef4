/**
 * The honeypot in both forms (issue 7): people never see or reach it, and their submissions are stored; a bot
 * that fills it is thanked with the same success toast, and nothing is stored.
 */
import type { Browser, Page } from "playwright-core";
import { HONEYPOT_FIELD } from "@main-street/domain/submissions";
import { expectShown, launchBrowser, textField } from "../../scripts/test/browser";
import { adminForTests } from "../../scripts/test/stack-env";
import { storedDocs, uniqueEmail } from "../../scripts/test/stored";
import type { StackAdmin } from "../../scripts/stack/admin";
import { DESKTOP, closePage, openPage } from "./public-site-helpers";

let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = adminForTests();
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

/** The trap of the page's own form (the footer's weekly e-mail form has one too). */
const honeypot = (page: Page) => page.locator("main").locator(`input[name="${HONEYPOT_FIELD}"]`);

interface FormCase {
  path: string;
  collection: string;
  api: string;
  fill: (page: Page, email: string) => Promise<void>;
  submit: string;
  thanks: string;
}

const FORMS: FormCase[] = [
  {
    path: "/contact",
    collection: "contact_submissions",
    api: "/api/contact",
    fill: async (page, email) => {
      await textField(page, "First Name").fill("Rosa");
      await textField(page, "Last Name").fill("Tester");
      await textField(page, "Email").fill(email);
      await page.getByLabel("Inquiry Type").selectOption("visitor");
      await textField(page, "Message").fill("Is the Wine Walk on this year?");
    },
    submit: "Send Message",
    thanks: "Message sent successfully!",
  },
  {
    path: "/volunteer",
    collection: "volunteer_submissions",
    api: "/api/volunteer",
    fill: async (page, email) => {
      await textField(page, "First Name").fill("Sam");
      await textField(page, "Last Name").fill("Helper");
      await textField(page, "Email").fill(email);
      await page.getByLabel("Weekends").check();
    },
    submit: "Submit Application",
    thanks: "Thank you for volunteering!",
  },
];

/** The honeypot value each POST to `api` carried. */
function sentHoneypots(page: Page, api: string): unknown[] {
  const values: unknown[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith(api))
      values.push((r.postDataJSON() as Record<string, unknown>)[HONEYPOT_FIELD]);
  });
  return values;
}

/**
 * Every element Tab reaches from the first field to the submit button, once the form's code has taken over: until
 * then the send button is disabled (a native submit would send nothing), so Tab passes it by.
 */
async function tabStops(page: Page, submit: string): Promise<string[]> {
  await textField(page, "First Name").focus(); // focus is what loads the form's code
  await expectShown(page.locator("button[type=submit]:not([disabled])", { hasText: submit }));
  await textField(page, "First Name").focus(); // the walk starts here, whatever hydrating did to focus
  const stops: string[] = [];
  for (let i = 0; i < 60; i++) {
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.name || el?.textContent?.trim() || el?.tagName || "";
    });
    stops.push(name);
    if (name === submit) break;
    await page.keyboard.press("Tab");
  }
  return stops;
}

describe.each(FORMS)("$path", (form) => {
  it("hides the trap from people (off-screen, aria-hidden, out of the tab order) and stores their submission", async () => {
    const page = await openPage(browser, form.path, DESKTOP);
    try {
      const trap = honeypot(page);
      await expectShown(trap, undefined, "attached");
      expect(await trap.getAttribute("tabindex")).toBe("-1");
      expect(await trap.getAttribute("autocomplete")).toBe("off");
      expect(await trap.evaluate((el) => el.closest("[aria-hidden='true']") !== null)).toBe(true);
      expect(await trap.evaluate((el) => document.querySelector(`label[for="${el.id}"]`)?.textContent)).toBe(
        "Leave this field empty",
      );
      const box = (await trap.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(0); // left of the page: never on screen
      const stops = await tabStops(page, form.submit);
      expect(stops.at(-1)).toBe(form.submit);
      expect(stops).not.toContain(HONEYPOT_FIELD);

      const email = uniqueEmail("honeypot-person");
      await form.fill(page, email);
      const sentValues = sentHoneypots(page, form.api);
      await page.getByRole("button", { name: form.submit }).click();
      await expectShown(page.getByText(form.thanks));
      expect(sentValues).toEqual([""]);
      const rows = await storedDocs(admin.db, form.collection, { email });
      expect(rows).toHaveLength(1);
      expect(rows[0]).not.toHaveProperty(HONEYPOT_FIELD);
    } finally {
      await closePage(page);
    }
  });

  it("thanks a bot that fills the trap exactly like a person, and stores nothing", async () => {
    const page = await openPage(browser, form.path, DESKTOP);
    try {
      const email = uniqueEmail("honeypot-bot");
      await form.fill(page, email);
      await honeypot(page).fill("https://spam.example/cheap-pills", { force: true });
      const sentValues = sentHoneypots(page, form.api);
      const reply = page.waitForResponse((r) => r.url().endsWith(form.api));
      await page.getByRole("button", { name: form.submit }).click();
      expect((await reply).status()).toBe(201);
      await expectShown(page.getByText(form.thanks));
      expect(sentValues).toEqual(["https://spam.example/cheap-pills"]);
      // The reply comes after the server decided, so nothing can be stored later.
      expect(await storedDocs(admin.db, form.collection, { email })).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
