/**
 * "This week downtown" (docs/product.md#this-week): the next seven days from the API and on the printable page,
 * against the seeded events and businesses.
 */
import type { Browser, Page } from "playwright-core";
import type { CommunityEvent } from "@main-street/domain/event";
import type { ThisWeek } from "@main-street/domain/this-week";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { eventStartMinutes } from "@main-street/domain/time-format";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { seededList } from "../../scripts/test/seeded-lists";
import { api, stackUrl } from "../../scripts/test/stack-env";
import {
  appRunning,
  closePage,
  expectNoSeriousA11yViolations,
  holdRequests,
  openPage,
  PHONE,
} from "./public-site-helpers";

let browser: Browser;
let week: ThisWeek;
let events: CommunityEvent[];

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await api("/api/this-week");
  expect(response.status).toBe(200);
  week = response.body as ThisWeek;
  events = await seededList<CommunityEvent>("/api/events");
});

afterAll(async () => {
  await browser?.close();
});

describe("GET /api/this-week", () => {
  it("gives seven days from the site's today, each with the seeded events that happen on it", () => {
    const today = todayInSiteZone();
    expect(week.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(today, i)));
    for (const day of week.days) {
      const expected = events
        .filter((e) => !e.series?.ended && (e.date === day.date || (e.series?.upcoming ?? []).includes(day.date)))
        .map((e) => e.id)
        .sort();
      expect([day.date, day.events.map((e) => e.id).sort()]).toEqual([day.date, expected]);
    }
    expect(week.days.some((day) => day.events.length > 0)).toBe(true);
  });

  it("lists businesses still open at 8 PM, latest first", () => {
    const late = week.days.flatMap((day) => day.openLate);
    expect(late.length).toBeGreaterThan(0);
    for (const business of late) expect(business.until).toMatch(/^\d{1,2}(:\d{2})? (AM|PM)$/);
  });
});

describe("the /this-week page", () => {
  it("shows every day with its events, links each to its date, and prints without the site's frame", async () => {
    const page = await openPage(browser, "/this-week", PHONE);
    try {
      for (const day of week.days) {
        const section = page.getByRole("region", { name: new RegExp(`^${day.weekday},`) });
        await expectShown(section);
        for (const event of day.events) {
          // Exact: on a Saturday "Farmers Market" is also part of "Saturday Farmers Market".
          const link = section.getByRole("link", { name: event.title, exact: true });
          expect(await link.getAttribute("href")).toBe(`/events/${encodeURIComponent(event.id)}?date=${event.date}`);
        }
      }
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ media: "print" });
      await expectShown(page.locator("header").first(), "the site's header, hidden on paper", "hidden");
      await expectShown(
        page.getByRole("button", { name: "Print this page" }),
        "the print button, hidden on paper",
        "hidden",
      );
      const title = page.getByRole("heading", { level: 1, name: "This Week Downtown" });
      await expectShown(title);
      // Paper has no backgrounds by default: the title and dates print dark, from the top of the page (no band
      // kept for the screen's fixed header).
      const printed = await title.evaluate((h1) => {
        const dates = h1.nextElementSibling!;
        return {
          title: getComputedStyle(h1).color,
          dates: getComputedStyle(dates).color,
          top: h1.getBoundingClientRect().top,
        };
      });
      expect([printed.title, printed.dates]).toEqual(["rgb(0, 0, 0)", "rgb(0, 0, 0)"]);
      expect(printed.top).toBeLessThan(80);
    } finally {
      await closePage(page);
    }
  });

  it("lists each day's events in the order they happen", () => {
    for (const day of week.days) {
      const starts = day.events.map((event) => eventStartMinutes(event.time) ?? -1);
      expect([day.date, starts]).toEqual([day.date, [...starts].sort((a, b) => a - b)]);
    }
  });

  it("is linked from the events page and the home page", async () => {
    const page = await openPage(browser, "/events", PHONE);
    try {
      for (const path of ["/events", "/"]) {
        if (path !== "/events") await page.goto(stackUrl() + path);
        const link = page.getByRole("link", { name: "This Week Downtown" });
        expect([path, await link.getAttribute("href")]).toEqual([path, "/this-week"]);
      }
    } finally {
      await closePage(page);
    }
  });

  it("shows the print button only once the app runs, which prints; without JavaScript, never", async () => {
    const heading = (page: Page) => page.getByRole("heading", { level: 1, name: "This Week Downtown" });
    const printButton = (page: Page) => page.getByRole("button", { name: "Print this page", includeHidden: true });
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    try {
      const appCode = holdRequests(page, "**/assets/start-app-*.js");
      await page.goto(stackUrl() + "/this-week");
      await expectShown(heading(page));
      await appCode.requested;
      await expectShown(printButton(page), "the print button, in the server's page", "attached");
      expect(await printButton(page).isVisible()).toBe(false);
      appCode.release();
      await expectShown(appRunning(page), "the app, running", "attached");
      await expectShown(printButton(page), "the print button, once the app runs");
      // The browser's print dialog would block the page: note the call instead.
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "");
      });
      await printButton(page).click();
      await expectShown(page.locator("body[data-printed]"), "the page, printed", "attached");
    } finally {
      await closePage(page);
    }

    const noScript = await (await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })).newPage();
    try {
      await noScript.goto(stackUrl() + "/this-week");
      await expectShown(heading(noScript));
      await expectShown(printButton(noScript), "the print button, in the page without JavaScript", "attached");
      expect(await printButton(noScript).isVisible()).toBe(false);
    } finally {
      await closePage(noScript);
    }
  });
});
