/**
 * Every public route of the route table (docs/product.md#routes) in a real browser: document title, key texts,
 * and axe-core with zero serious or critical violations. Also the 404 screen. Each page is also checked under the
 * site's Content-Security-Policy, with the app running: the policy and security headers on its HTML, and no
 * violation reported (csp.browser.test.ts covers the rest of the site).
 */
import type { Browser } from "playwright-core";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { businessMeta, documentTitle, eventMeta } from "@main-street/domain/seo";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { seededList } from "../../scripts/test/seeded-lists";
import { stackUrl } from "../../scripts/test/stack-env";
import { expectSitePolicy, violationsOn, watchCsp } from "./csp-watch";
import { DESKTOP, expectNoSeriousA11yViolations, waitForApp } from "./public-site-helpers";

let browser: Browser;
let business: Business;
let event: CommunityEvent;

beforeAll(async () => {
  browser = await launchBrowser();
  business = (await seededList<Business>("/api/businesses")).find((b) => b.id === "blue-plate-diner")!;
  event = (await seededList<CommunityEvent>("/api/events")).find((e) => e.id === "wine-walk")!;
  expect(business).toBeDefined();
  expect(event).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

interface RouteCase {
  path: string;
  title: () => string;
  texts: string[];
}

const ROUTES: RouteCase[] = [
  {
    path: "/",
    title: () => documentTitle("Historic Downtown Boulder City"),
    texts: [
      "Our Mission",
      "Historic Preservation",
      "Community Support",
      "Visitor Experience",
      "Upcoming Events",
      "Browse by Category",
      "Featured Businesses",
      "View All Businesses",
      "View All Events",
      "Learn More",
    ],
  },
  {
    path: "/directory",
    title: () => documentTitle("Business Directory"),
    texts: ["Business Directory", "Find Local Businesses", "Restaurants & Bars"],
  },
  {
    path: "/directory/blue-plate-diner",
    title: () => businessMeta(business).title,
    texts: [
      "Blue Plate Diner",
      "Back to Directory",
      "Featured Business",
      "About",
      "Specialties & Tags",
      "Visit Website",
      "Monday",
    ],
  },
  {
    path: "/events",
    title: () => documentTitle("Community Events"),
    texts: [
      "Community Events",
      "Featured Events",
      "Upcoming Events",
      "Past Events",
      "Want to Host an Event?",
      "Contact Us About Events",
    ],
  },
  {
    path: "/events/wine-walk",
    title: () => eventMeta(event).title,
    texts: ["Wine Walk", "About This Event", "Event Details", "Contact for RSVP", "More Community Events"],
  },
  {
    path: "/event/wine-walk",
    title: () => eventMeta(event).title,
    texts: ["Wine Walk", "About This Event", "Back to All Events"],
  },
  {
    path: "/historic-district",
    title: () => documentTitle("Historic District"),
    texts: [
      "1931",
      "1935",
      "1960",
      "Today",
      "Hoover Dam",
      "Lake Mead",
      "The Historic Highway",
      "Art Deco",
      "Mission Revival",
      "Download Footprints Tour Map",
      "Schedule Guided Tour",
    ],
  },
  {
    path: "/volunteer",
    title: () => documentTitle("Volunteer"),
    texts: [
      "Volunteers Needed!",
      "Why Volunteer",
      "Make a Difference",
      "Build Connections",
      "Learn and Grow",
      "Have Fun",
      "How Can You Help",
      "How to Sign Up",
      "Volunteer Interest Form",
      "Thank You to Our Volunteers",
    ],
  },
  {
    path: "/bingo",
    title: () => documentTitle("Selfie Bingo"),
    texts: ["Snap A Selfie Bingo", "Explore", "Snap", "Win", "Share", "Bonus Prize", "Get Started with Bingo!"],
  },
  {
    path: "/main-street-america",
    title: () => documentTitle("Main Street America"),
    texts: [
      "founded in 1980",
      "$101B+",
      "335,000",
      "782,000",
      "175,000",
      "2,000+",
      "Design",
      "Organization",
      "Promotion",
      "Economic Vitality",
    ],
  },
  {
    path: "/sponsor",
    title: () => documentTitle("Sponsor"),
    texts: [
      "Historic Preservation",
      "Community Events",
      "Business Vitality",
      "Beautification",
      "Annual Sponsorship",
      "Event Sponsorship",
      "In-Kind Donations",
    ],
  },
  {
    path: "/contact",
    title: () => documentTitle("Contact"),
    texts: [
      "Historic District, Boulder City, NV 89005",
      "Most businesses open daily, check individual listings",
      "About Our Directory",
      "Free business listings and updates",
      "Community event promotion",
      "Visitor information and resources",
      "Historic district tours",
    ],
  },
  {
    path: "/privacy",
    title: () => documentTitle("Privacy"),
    texts: [
      "Counting Visits to Business Listings",
      "Do Not Track or Global Privacy Control",
      "Messages You Send",
      "The Weekly E-mail",
    ],
  },
  {
    path: "/terms",
    title: () => documentTitle("Terms of Service"),
    texts: ["Terms of Service", "The Directory and Events", "What You Send Us", "Business Owners"],
  },
  {
    path: "/this-week",
    title: () => "This Week Downtown | Boulder City Main Street",
    texts: ["This Week Downtown", "Print this page"],
  },
  {
    path: "/no-such-page",
    title: () => documentTitle("404 Page Not Found"),
    texts: ["404 Page Not Found", "Back to Home"],
  },
];

describe.each(ROUTES)("$path", ({ path, title, texts }) => {
  it("sets the document title, shows its key texts, has no serious accessibility violations and keeps to the CSP", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const cspConsole = await watchCsp(context);
    try {
      const page = await context.newPage();
      page.on("pageerror", (error) => console.warn(`${path}: ${error.message}`)); // explains a page that never rendered
      expectSitePolicy(path, await page.goto(stackUrl() + path));
      await waitForApp(page);
      await expectShown(page.locator("h1").first());
      await page.waitForFunction((expected) => document.title === expected, title());
      expect(await page.locator("h1").count()).toBe(1);
      for (const text of texts)
        await expectShown(page.getByText(text, { exact: false }).filter({ visible: true }).first());
      expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("website");
      await expectNoSeriousA11yViolations(page);
      expect([...(await violationsOn(page)), ...cspConsole]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
