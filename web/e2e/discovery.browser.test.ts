/**
 * Discovery in a real browser: the event page's 'Add to calendar' links work, the app still boots and routes
 * when served with the server-rendered head, and react-helmet-async takes the server's tags over instead of
 * doubling them. The /events page's Subscribe menu offers its feed to each calendar app.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import type { CommunityEvent } from "@main-street/domain/event";
import { documentTitle, eventMeta } from "@main-street/domain/seo";
import { expectShown, launchBrowser, screenshot, seriousA11yViolations } from "../../scripts/test/browser";
import { seededList } from "../../scripts/test/seeded-lists";
import { stackFetch, stackUrl } from "../../scripts/test/stack-env";
import { waitForApp } from "./public-site-helpers";
import { testToday } from "../../scripts/test/test-clock";

let browser: Browser;
let event: CommunityEvent;

beforeAll(async () => {
  browser = await launchBrowser();
  const events = await seededList<CommunityEvent>("/api/events");
  event = events.find((e) => e.date >= testToday() && e.time === "7 PM")!;
  expect(event).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

async function headCounts(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll("title").length,
    ogTitles: Array.from(document.querySelectorAll('meta[property="og:title"]')).map((m) => m.getAttribute("content")),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    title: document.title,
  }));
}

describe("event page", () => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${stackUrl()}/events/${event.id}`);
    await expectShown(page.getByRole("heading", { name: "Add to calendar" }));
    await screenshot(page, "discovery-event-page");
  });

  afterAll(async () => {
    await page.context().close();
  });

  it("keeps one title and one of each head tag after the app boots", async () => {
    const meta = eventMeta(event);
    await page.waitForFunction((title) => document.title === title, meta.title);
    expect(await headCounts(page)).toEqual({
      titles: 1,
      ogTitles: [meta.ogTitle],
      descriptions: 1,
      canonicals: 1,
      jsonLd: 2, // Event and BreadcrumbList from the server, left in place
      title: meta.title,
    });
  });

  it("downloads the event's .ics file", async () => {
    const link = page.getByRole("link", { name: /Download \.ics/ });
    expect(await link.getAttribute("href")).toBe(`/api/events/${event.id}.ics`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${event.id}.ics`);
    const text = readFileSync((await download.path())!, "utf8");
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain(`UID:${event.id}@${new URL(stackUrl()).host}`);
    expect(text).toContain(`DTSTART;TZID=America/Los_Angeles:${event.date.replace(/-/g, "")}T190000`);
  });

  it("links 'Add to Google Calendar' with the event's local times and zone", async () => {
    const link = page.getByRole("link", { name: "Add to Google Calendar" });
    expect(await link.getAttribute("target")).toBe("_blank");
    const url = new URL((await link.getAttribute("href"))!);
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    const day = event.date.replace(/-/g, "");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: "TEMPLATE",
      text: event.title,
      dates: `${day}T190000/${day}T210000`,
      ctz: "America/Los_Angeles",
      location: event.location,
    });
    expect(url.searchParams.get("details")).toContain(`${stackUrl()}/events/${event.id}`);
  });

  it("is interactive: a link navigates inside the app, and helmet swaps the head tags", async () => {
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("link", { name: "View All Events" }).click();
    await expectShown(page.getByRole("heading", { level: 1, name: "Community Events" }));
    expect(new URL(page.url()).pathname).toBe("/events");
    // No reload happened: the router (a hydrated app) handled the click.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.waitForFunction((title) => document.title === title, documentTitle("Community Events"));
    const counts = await headCounts(page);
    expect(counts.titles).toBe(1);
    expect(counts.ogTitles).toEqual([documentTitle("Community Events")]);
    expect(counts.canonicals).toBe(1);
  });
});

describe("unknown event", () => {
  it("is served as a 404 and the app shows its not-found screen with one title", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${stackUrl()}/events/no-such-event`);
    expect(response?.status()).toBe(404);
    await expectShown(page.getByRole("heading", { name: "Event Not Found" }));
    const counts = await headCounts(page);
    expect(counts.titles).toBe(1);
    expect(counts.title).toBe(documentTitle("Event Not Found"));
    await page.close();
  });
});

describe("events list", () => {
  it("offers the upcoming-events feed in a Subscribe menu, used by keyboard, with each calendar's link", async () => {
    const context = await browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stackUrl() });
    const page = await context.newPage();
    await page.goto(`${stackUrl()}/events`);
    await waitForApp(page);
    const button = page.getByRole("button", { name: "Subscribe", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Subscribe" });
    await expectShown(menu);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.waitForFunction(() => document.activeElement?.textContent === "Apple Calendar / webcal");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Google Calendar");

    const feed = `${stackUrl()}/api/events.ics`;
    const webcal = feed.replace(/^http:/, "webcal:");
    const fromWeb = `url=${encodeURIComponent(feed)}&name=${encodeURIComponent("Boulder City Main Street Events")}`;
    const items = await menu
      .getByRole("menuitem")
      .evaluateAll((all) => all.map((item) => [item.textContent, item.getAttribute("href")]));
    expect(items).toEqual([
      ["Apple Calendar / webcal", webcal],
      ["Google Calendar", `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`],
      ["Outlook.com", `https://outlook.live.com/calendar/0/addfromweb?${fromWeb}`],
      ["Microsoft 365 (work or school)", `https://outlook.office.com/calendar/0/addfromweb?${fromWeb}`],
      ["Copy address", null],
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "discovery-subscribe-menu");

    await page.keyboard.press("End");
    expect(await focused()).toBe("Copy address");
    await page.keyboard.press("Enter");
    await expectShown(page.getByRole("status").getByText("Address copied"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feed);
    await page.keyboard.press("Escape");
    await expectShown(menu, undefined, "hidden");

    const served = await stackFetch("/api/events.ics");
    expect(await served.text()).toContain(`UID:${event.id}@${new URL(stackUrl()).host}`);
    await context.close();
  });
});
