/**
 * "This week downtown" (docs/product.md#this-week): the next seven days from the API and on the printable page,
 * against the seeded events and businesses, read from the seed's own definitions with a small reader of the seed's
 * few rules (thisWeek()'s unit test covers the rules' corners).
 * @dated
 */
import type { Browser, Page } from "playwright-core";
import type { ThisWeek } from "@main-street/domain/this-week";
import { addDays } from "@main-street/domain/dates";
import { eventStartMinutes } from "@main-street/domain/time-format";
import { seedBusinesses, seedEvents, type SeedEvent } from "../../scripts/seed/data";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { api, stackUrl } from "../../scripts/test/stack-env";
import { testToday } from "../../scripts/test/test-clock";
import {
  appRunning,
  closePage,
  expectNoSeriousA11yViolations,
  holdRequests,
  insertFixtures,
  openPage,
  PHONE,
} from "./public-site-helpers";

let browser: Browser;
let week: ThisWeek;
const today = testToday();
const days = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(today, i));
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const TOKENS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Whether a seeded rule has a date on `date`: the seed's rules only (weekly by day, first Friday, yearly, daily). */
function ruleHas(event: SeedEvent, date: string): boolean {
  if (date < event.date) return false;
  const rule = event.rrule!;
  if (rule === "FREQ=DAILY") return true;
  if (rule === "FREQ=YEARLY") return date.slice(5) === event.date.slice(5);
  if (rule === "FREQ=MONTHLY;BYDAY=1FR") return weekday(date) === 5 && Number(date.slice(8)) <= 7;
  const byDay = /^FREQ=WEEKLY;BYDAY=(\w\w)$/.exec(rule);
  if (byDay) return TOKENS[weekday(date)]!.toUpperCase() === byDay[1];
  throw new Error(`the seed has a rule this test can't read: ${rule}`);
}

/** "id date" of each seeded date that happens on `day`: a moved date on the day it moved to, skipped ones left out. */
function seededOn(day: string): string[] {
  return seedEvents(today)
    .flatMap((event) => {
      if (!event.rrule) return event.date === day ? [`${event.id} ${event.date}`] : [];
      const moves = event.overrides ?? [];
      const movedHere = moves.filter((o) => o.moveTo === day && ruleHas(event, o.date)).map((o) => o.date);
      const own = ruleHas(event, day) && !moves.some((o) => o.date === day && o.moveTo && o.moveTo !== day);
      return [...(own ? [day] : []), ...movedHere]
        .filter((date) => !(event.exdates ?? []).includes(date))
        .map((date) => `${event.id} ${date}`);
    })
    .sort();
}

/** Two businesses open late every day (the seed has one, on four days), so the order is seen on every day. */
const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].map((d) => [d, [{ opens, closes }]]));
const LATE_FIXTURES = {
  "e2e-night-owl-diner": { name: "E2E Night Owl Diner", hours: everyDay("06:00", "02:00") },
  "e2e-late-books": { name: "E2E Late Books", hours: everyDay("10:00", "21:30") },
};

beforeAll(async () => {
  browser = await launchBrowser();
  await insertFixtures(
    "businesses",
    Object.fromEntries(
      Object.entries(LATE_FIXTURES).map(([id, fixture]) => [
        id,
        {
          ...fixture,
          category: "shopping",
          subcategory: "",
          description: "<p>Open late.</p>",
          excerpt: "Open late.",
          address: "1 Test Way, Boulder City, NV 89005",
          tags: [],
          featured: "false",
          lat: 35.98,
          lng: -114.83,
        },
      ]),
    ),
  );
  const response = await api("/api/this-week");
  expect(response.status).toBe(200);
  week = response.body as ThisWeek;
});

afterAll(async () => {
  await browser?.close();
});

describe("GET /api/this-week", () => {
  it("gives seven days from the site's today, each with the seeded dates that happen on it", () => {
    expect(week.days.map((day) => [day.date, day.weekday])).toEqual(days.map((d) => [d, DAY_NAMES[weekday(d)]]));
    for (const day of week.days) {
      const listed = day.events.map((e) => `${e.id} ${e.date}`).sort();
      expect([day.date, listed]).toEqual([day.date, seededOn(day.date)]);
    }
  });

  it("lists the daily series on every day, and a date moved into the week on the day it moved to", () => {
    for (const day of week.days) expect(day.events.map((e) => e.id)).toContain("daily-dam-view-walk");
    const thursday = week.days.find((day) => weekday(day.date) === 4)!;
    const moved = thursday.events.find((e) => e.id === "ironworkers-trivia-night")!;
    // The series date is a Tuesday after the week; it happens on the Thursday, at its changed time.
    expect(moved.date > week.to).toBe(true);
    expect(weekday(moved.date)).toBe(2);
    expect([moved.day, moved.time]).toEqual([thursday.date, "6 PM – 8 PM"]);
  });

  it("lists the businesses still open at 8 PM, the latest closing first", () => {
    const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
    for (const day of week.days) {
      const token = TOKENS[weekday(day.date)]!;
      // Each business's week: that day's ranges and the night before's past midnight, as minutes of that day; the
      // one open at 8 PM, run on through any range that touches it, gives its closing.
      const yesterday = TOKENS[(weekday(day.date) + 6) % 7]!;
      const businesses = [...seedBusinesses, ...Object.entries(LATE_FIXTURES).map(([id, b]) => ({ id, ...b }))];
      const late = businesses
        .flatMap((b) => {
          const week = b.hours as Record<string, { opens: string; closes: string }[]> | null;
          if (!week) return [];
          const span = (r: { opens: string; closes: string }, shift: number) => {
            const closes = r.closes === "23:59" ? 1440 : minutes(r.closes);
            return {
              opens: minutes(r.opens) + shift,
              closes: (closes <= minutes(r.opens) ? closes + 1440 : closes) + shift,
            };
          };
          const spans = [...week[yesterday]!.map((r) => span(r, -1440)), ...week[token]!.map((r) => span(r, 0))].sort(
            (x, y) => x.opens - y.opens,
          );
          let closes: number | null = null;
          for (const s of spans) {
            if (closes === null ? s.opens <= 20 * 60 && 20 * 60 < s.closes : s.opens <= closes) {
              closes = Math.max(closes ?? s.closes, s.closes);
            }
          }
          return closes === null ? [] : [{ id: b.id, name: b.name, closes }];
        })
        .sort((a, b) => b.closes - a.closes || a.name.localeCompare(b.name));
      expect([day.date, day.openLate.map((b) => b.id)]).toEqual([day.date, late.map((b) => b.id)]);
    }
    for (const day of week.days) {
      const fixtures = day.openLate.filter((b) => b.id.startsWith("e2e-"));
      expect(fixtures.map((b) => [b.name, b.until, b.address])).toEqual([
        ["E2E Night Owl Diner", "2 AM", "1 Test Way, Boulder City, NV 89005"],
        ["E2E Late Books", "9:30 PM", "1 Test Way, Boulder City, NV 89005"],
      ]);
    }
  });
});

describe("the /this-week page", () => {
  it("is read with whole names: launchBrowser's locators never take a name for part of another", async () => {
    const page = await browser.newPage();
    try {
      await page.setContent('<a href="#a">Farmers Market</a> <a href="#b">Saturday Farmers Market</a>');
      expect(await page.getByRole("link", { name: "Farmers Market" }).getAttribute("href")).toBe("#a");
      expect(await page.getByRole("link", { name: "farmers market" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: /Farmers Market/ }).count()).toBe(2); // the explicit exception
      expect(await page.getByRole("link", { name: "Farmers Market", exact: false }).count()).toBe(2);
    } finally {
      await page.close();
    }
  });

  it("shows every day with its events, links each to its date, and prints without the site's frame", async () => {
    const page = await openPage(browser, "/this-week", PHONE);
    try {
      for (const day of week.days) {
        const section = page.getByRole("region", { name: new RegExp(`^${day.weekday},`) });
        await expectShown(section);
        for (const event of day.events) {
          // The whole name: "Farmers Market" must not find "Saturday Farmers Market" (launchBrowser's locators).
          const link = section.getByRole("link", { name: event.title });
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
