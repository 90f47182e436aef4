/** The contact and volunteer forms (docs/product.md#forms, docs/product.md#messages): validation, pending states, exact toasts, stored submissions. */
import type { Browser, Page } from "playwright-core";
import { expectShown, launchBrowser, textField } from "../../scripts/test/browser";
import { adminForTests, stackUrl } from "../../scripts/test/stack-env";
import { storedDocs, uniqueEmail } from "../../scripts/test/stored";
import type { StackAdmin } from "../../scripts/stack/admin";
import { DESKTOP, appRunning, closePage, holdRequests, openPage } from "./public-site-helpers";

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

/** What `fillContact` types, as the stored submission holds it. */
const CONTACT = {
  firstName: "Rosa",
  lastName: "Tester",
  phone: "(702) 555-0199",
  inquiryType: "listing",
  message: "I'd like to list my shop in the directory.",
};

async function fillContact(page: Page, email: string, skip: string[] = []) {
  const fields: [string, string][] = [
    ["First Name", CONTACT.firstName],
    ["Last Name", CONTACT.lastName],
    ["Email", email],
    ["Phone", CONTACT.phone],
    ["Message", CONTACT.message],
  ];
  for (const [label, value] of fields) if (!skip.includes(label)) await textField(page, label).fill(value);
  if (!skip.includes("Inquiry Type")) await page.getByLabel("Inquiry Type").selectOption(CONTACT.inquiryType);
}

/** The one submission stored from `email`, holding everything `fillContact` typed. */
async function expectContactStored(email: string) {
  const stored = await storedDocs(admin.db, "contact_submissions", { email });
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject(CONTACT);
}

describe("contact form", () => {
  it("shows the missing-fields toast and sends nothing when a required field is empty", async () => {
    const page = await openPage(browser, "/contact", DESKTOP);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/contact") && posts.push(r.url()));
    try {
      const email = uniqueEmail("contact-missing");
      await fillContact(page, email, ["Message"]);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectShown(page.getByText("Please fill in all required fields"));
      await expectShown(page.getByText("First name, last name, email, inquiry type, and message are required."));
      await expectShown(page.getByText("Message is required"));
      expect(posts).toEqual([]);
      expect(await storedDocs(admin.db, "contact_submissions", { email })).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it("shows the field limits, sends, confirms with the success toast, clears the form and stores it", async () => {
    const page = await openPage(browser, "/contact", DESKTOP);
    try {
      expect(await textField(page, "First Name").getAttribute("maxlength")).toBe("80");
      await expectShown(page.getByText("0/5000 characters"));
      const email = uniqueEmail("contact-ok");
      await fillContact(page, email);
      const held = holdRequests(page, "**/api/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectShown(page.getByRole("button", { name: "Sending..." }));
      held.release();
      await expectShown(page.getByText("Message sent successfully!"));
      await expectShown(page.getByText("Thank you for your message. We will get back to you soon."));
      expect(await textField(page, "Email").inputValue()).toBe("");
      await expectContactStored(email);
    } finally {
      await closePage(page);
    }
  });

  it("sends what was typed before the page's script took over", async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    try {
      // The server's form shows at once; the app's code, then the page's own code (which the app loads before it
      // takes over), each arrive only when released.
      const heldApp = holdRequests(page, "**/assets/start-app-*.js");
      const heldPage = holdRequests(page, "**/assets/ContactPage-*.js");
      await page.goto(stackUrl() + "/contact", { waitUntil: "commit" });
      const email = uniqueEmail("contact-early");
      await fillContact(page, email);
      expect(await appRunning(page).count()).toBe(0);
      const sendButton = page.getByRole("button", { name: "Send Message" });
      expect(await sendButton.isDisabled()).toBe(true);
      heldApp.release();
      // The app runs but waits for the page's code: the form stays as the server sent it, typed text included,
      // its send button still disabled, and no part of the page claims to be busy.
      await heldPage.requested;
      expect(await appRunning(page).count()).toBe(0);
      expect(await sendButton.isDisabled()).toBe(true);
      expect(await textField(page, "Message").inputValue()).not.toBe("");
      expect(await page.locator("[aria-busy]").count()).toBe(0);
      heldPage.release();
      await sendButton.click(); // once it is live
      expect(await appRunning(page).count()).toBe(1);
      await expectShown(page.getByText("Message sent successfully!"));
      await expectContactStored(email);
    } finally {
      await closePage(page);
    }
  });

  it("keeps what was typed when sending fails", async () => {
    const page = await openPage(browser, "/contact", DESKTOP);
    try {
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "unavailable", message: "The service is busy." } }),
        }),
      );
      const email = uniqueEmail("contact-fail");
      await fillContact(page, email);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectShown(page.getByText("Error sending message"));
      await expectShown(page.getByText("The service is busy."));
      expect(await textField(page, "Email").inputValue()).toBe(email);
    } finally {
      await closePage(page);
    }
  });
});

describe("volunteer form", () => {
  it("marks required fields, submits availability joined with ', ' and interests as a list, then resets", async () => {
    const page = await openPage(browser, "/volunteer", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "Volunteer Interest Form" }));
      for (const label of ["First Name", "Last Name", "Email"]) {
        expect(await textField(page, label).getAttribute("required")).not.toBeNull();
      }
      const email = uniqueEmail("volunteer");
      await textField(page, "First Name").fill("Sam");
      await textField(page, "Last Name").fill("Helper");
      await textField(page, "Email").fill(email);
      await page.getByLabel("Weekends").check();
      await page.getByLabel("Evenings").check();
      await page.getByLabel("Photography/videography").check();
      await page.getByLabel("Outreach and promotion").check();
      await textField(page, "Skills").fill("Photography");
      const held = holdRequests(page, "**/api/volunteer");
      await page.getByRole("button", { name: "Submit Application" }).click();
      const pending = page.getByRole("button", { name: "Submitting..." });
      await expectShown(pending);
      expect(await pending.isDisabled()).toBe(true);
      held.release();
      await expectShown(page.getByText("Thank you for volunteering!"));
      await expectShown(page.getByText("We've received your volunteer application and will be in touch soon."));
      expect(await textField(page, "Email").inputValue()).toBe("");
      expect(await page.getByLabel("Weekends").isChecked()).toBe(false);
      const stored = await storedDocs(admin.db, "volunteer_submissions", { email });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        firstName: "Sam",
        lastName: "Helper",
        availability: "Weekends, Evenings",
        interests: ["Outreach and promotion", "Photography/videography"],
        skills: "Photography",
        phone: "",
      });
    } finally {
      await closePage(page);
    }
  });

  it("shows the failure toast and keeps the input when the server refuses", async () => {
    const page = await openPage(browser, "/volunteer", DESKTOP);
    try {
      await page.route("**/api/volunteer", (route) => route.fulfill({ status: 500, body: "" }));
      await textField(page, "First Name").fill("Sam");
      await textField(page, "Last Name").fill("Helper");
      await textField(page, "Email").fill(uniqueEmail("volunteer-fail"));
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expectShown(page.getByText("Submission failed"));
      await expectShown(page.getByText("There was an error submitting your volunteer application. Please try again."));
      expect(await textField(page, "First Name").inputValue()).toBe("Sam");
    } finally {
      await closePage(page);
    }
  });
});
