/** The business detail page (docs/product.md#business-detail): hero, About rendered safely, tags, sidebar, hours, not-found, edit button. */
import type { Browser, ElementHandle, Locator } from "playwright-core";
import { expectShown, launchBrowser, seriousA11yViolations } from "../../scripts/test/browser";
import { signInSeeded } from "../../scripts/test/sessions";
import { stackUrl } from "../../scripts/test/stack-env";
import {
  DESKTOP,
  PHONE,
  appRunning,
  closePage,
  expectEditLinkForStaff,
  expectNotFoundPage,
  holdRequests,
  insertFixtures,
  openPage,
  waitForApp,
} from "./public-site-helpers";

let browser: Browser;

const HOSTILE_ID = "e2e-hostile-description";
const BROKEN_COVER_ID = "e2e-broken-cover";

beforeAll(async () => {
  browser = await launchBrowser();
  // Stored straight into Firestore, past any server-side cleaning: the browser must sanitise on its own.
  await insertFixtures("businesses", {
    [HOSTILE_ID]: {
      name: "E2E Sanitised Sweets",
      category: "confectionery",
      description:
        '<p>Fudge made <strong>daily</strong>.</p><img src="/nope.png" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">bad link</a>',
      excerpt: "",
      tags: [],
      featured: "false",
      hours: null,
    },
    [BROKEN_COVER_ID]: {
      name: "E2E Broken Cover Bakery",
      category: "confectionery",
      description: "<p>Cover image gone.</p>",
      excerpt: "",
      tags: [],
      featured: "false",
      hours: null,
      image: "/images/e2e-no-such-cover.jpg",
    },
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("a business", () => {
  it("shows its details, the About HTML, tags, structured hours and contact links", async () => {
    const page = await openPage(browser, "/directory/blue-plate-diner", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { level: 1, name: "Blue Plate Diner" }));
      await expectShown(page.getByText("Featured Business"));
      const about = page.locator('section[aria-labelledby="about-title"]');
      await expectShown(about.locator("strong", { hasText: "Blue Plate Diner" }));
      await expectShown(about.getByRole("heading", { name: "What to order" }));
      await expectShown(page.getByRole("heading", { name: "Specialties & Tags" }));
      await expectShown(page.getByText("breakfast", { exact: true }));
      const sidebar = page.locator("aside");
      await expectShown(sidebar.getByText("Monday"));
      expect(await sidebar.getByText("6 AM – 2 PM", { exact: true }).count()).toBe(7);
      expect(await sidebar.locator('a[href^="tel:"]').first().innerText()).toBe("(702) 555-0101");
      const visit = page.getByRole("link", { name: "Visit Website" });
      expect(await visit.getAttribute("target")).toBe("_blank");
      expect(await visit.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await page.locator('a[href="/directory"]', { hasText: "Back to Directory" }).count()).toBe(1);
      expect(await page.locator('main a[href="/historic-district"]').count()).toBeGreaterThan(0);
      expect(await page.getByRole("link", { name: "Edit Business" }).count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it("on a phone, puts directions and hours before the long read; signed out, says how to claim it", async () => {
    const page = await openPage(browser, "/directory/blue-plate-diner", PHONE);
    try {
      const top = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const about = await top(page.getByRole("heading", { level: 2, name: "About" }));
      const directions = await top(page.locator("aside").getByRole("link", { name: "Get directions" }));
      const hours = await top(page.locator("aside").getByRole("heading", { name: "Hours" }));
      expect([directions < about, hours < about]).toEqual([true, true]);
      // Signing in comes back to the claim form (the page's #claim opens it).
      const claim = page.getByRole("link", { name: "Sign in to claim it" });
      await expectShown(claim);
      expect(await claim.getAttribute("href")).toBe(
        `/api/login?returnTo=${encodeURIComponent("/directory/blue-plate-diner#claim")}`,
      );
      expect(await page.getByRole("button", { name: "Own this business? Claim it" }).count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it("offers a signed-in visitor the claim itself, and opens it on the page's #claim", async () => {
    const session = await signInSeeded("user");
    const page = await openPage(browser, "/directory/blue-plate-diner#claim", DESKTOP, session.cookie);
    try {
      await expectShown(page.getByRole("dialog", { name: "Claim Blue Plate Diner" }));
      expect(new URL(page.url()).hash).toBe("");
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      await expectShown(page.getByRole("button", { name: "Own this business? Claim it" }));
      expect(await page.getByRole("link", { name: "Sign in to claim it" }).count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it("lists the events it hosts under 'Upcoming here', and all of them on the events page", async () => {
    const page = await openPage(browser, "/directory/ironworkers-pub", DESKTOP);
    try {
      const upcoming = page.getByRole("region", { name: "Upcoming here" });
      const trivia = upcoming.getByRole("link", { name: "Trivia Night at Ironworkers Pub" });
      expect(await trivia.getAttribute("href")).toBe("/events/ironworkers-trivia-night");
      await expectShown(upcoming.getByText(/Every Tuesday/));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await upcoming.getByRole("link", { name: "All events at Ironworkers Pub" }).click();
      await expectShown(page.getByRole("heading", { level: 2, name: "Events at Ironworkers Pub" }));
      expect(new URL(page.url()).search).toBe("?business=ironworkers-pub");
      await expectShown(page.locator('[data-event-id="ironworkers-trivia-night"]'), "the hosted series' card");
      const shown = await page
        .locator("[data-event-id]")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-event-id")));
      expect(shown.sort()).toEqual(["ironworkers-shuffleboard-tournament", "ironworkers-trivia-night"]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it("falls back to the hours sentence when there are no hours", async () => {
    const page = await openPage(browser, `/directory/${HOSTILE_ID}`, DESKTOP);
    try {
      await expectShown(
        page.getByText("Please check website or call for current hours"),
        "the hours sentence for a business without hours",
      );
    } finally {
      await closePage(page);
    }
  });

  it("renders stored description HTML without running scripts from it", async () => {
    const page = await openPage(browser, `/directory/${HOSTILE_ID}`, DESKTOP);
    try {
      await expectShown(page.getByText("Fudge made"));
      await expectShown(page.locator('section[aria-labelledby="about-title"] strong', { hasText: "daily" }));
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator("main script").count()).toBe(0);
      expect(await page.locator('main [onerror], main a[href^="javascript:"]').count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it("swaps a cover image that failed before the app arrived for the category panel", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      // The app's code waits until released: the image fails while only the boot script runs.
      const appCode = holdRequests(page, "**/assets/start-app-*.js");
      await page.goto(stackUrl() + `/directory/${BROKEN_COVER_ID}`);
      const cover = page.locator('img[alt="E2E Broken Cover Bakery"]');
      // Failed while only the boot script ran: no onError was listening.
      const coverElement = await cover.elementHandle();
      await page.waitForFunction(
        (img) => img?.complete && img.naturalWidth === 0,
        coverElement as ElementHandle<HTMLImageElement>,
      );
      const panels = page.locator('main [aria-hidden="true"] > svg');
      const panelsBefore = await panels.count();
      expect(await appRunning(page).count()).toBe(0);
      appCode.release();
      await waitForApp(page);
      await expectShown(cover, "the failed cover image, replaced by the category panel", "detached");
      expect(await panels.count()).toBe(panelsBefore + 1);
    } finally {
      await closePage(page);
    }
  });

  it("offers its QR code for posters, which opens as an SVG in a new tab", async () => {
    const page = await openPage(browser, "/directory/blue-plate-diner", DESKTOP);
    try {
      const open = page.getByRole("link", { name: "Open QR code (opens in a new tab)" });
      expect(await open.getAttribute("href")).toBe("/api/businesses/blue-plate-diner/qr.svg");
      expect(await open.getAttribute("target")).toBe("_blank");
      const download = page.getByRole("link", { name: "Download (SVG)" });
      expect(await download.getAttribute("download")).toBe("blue-plate-diner-qr.svg");
      const [tab] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
      await tab.waitForLoadState();
      expect(await tab.evaluate(() => [document.contentType, document.querySelector("title")?.textContent])).toEqual([
        "image/svg+xml",
        "QR code: Blue Plate Diner",
      ]);
    } finally {
      await closePage(page);
    }
  });

  it("shows 'Edit Business' to staff (docs/product.md#roles; the walkthrough checks the other roles)", () =>
    expectEditLinkForStaff(
      browser,
      "/directory/blue-plate-diner",
      "Edit Business",
      "/admin/businesses/edit/blue-plate-diner",
    ));
});

describe("a missing business", () => {
  it("says 'Business Not Found' with a link back to the directory", () =>
    expectNotFoundPage(browser, "/directory/no-such-business", {
      heading: "Business Not Found",
      sentence: "The business you're looking for doesn't exist or has been removed.",
      back: { name: "Back to Directory", href: "/directory" },
    }));
});
