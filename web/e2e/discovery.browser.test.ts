/**
 * Discovery in a real browser: the event page's 'Add to calendar' links work, the app still boots and routes
 * when served with the server-rendered head, and react-helmet-async takes the server's tags over instead of
 * doubling them. The /events page offers the webcal:// subscription.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import type { CommunityEvent } from "@main-street/domain/event";
import { todayInSiteZone } from "@main-street/domain/dates";
import { NOT_FOUND_PAGES, STATIC_PAGES, eventMeta } from "@main-street/domain/seo";
import { expectShown, launchBrowser, screenshot } from "../../scripts/test/browser";
import { seededList } from "../../scripts/test/seeded-lists";
import { stackFetch, stackUrl } from "../../scripts/test/stack-env";
import { waitForApp } from "./public-site-helpers";

let browser: Browser;
let event: CommunityEvent;

beforeAll(async () => {
  browser = await launchBrowser();
  const events = await seededList<CommunityEvent>("/api/events");
  event = events.find((e) => e.date >= todayInSiteZone() && e.time === "7:00 PM")!;
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
    await page.waitForFunction((title) => document.title === title, STATIC_PAGES.events.title);
    const counts = await headCounts(page);
    expect(counts.titles).toBe(1);
    expect(counts.ogTitles).toEqual([STATIC_PAGES.events.ogTitle]);
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
    expect(counts.title).toBe(NOT_FOUND_PAGES.event.title);
    await page.close();
  });
});

describe("events list", () => {
  it("offers a webcal:// subscription to the upcoming-events feed", async () => {
    const page = await browser.newPage();
    await page.goto(`${stackUrl()}/events`);
    const link = page.getByRole("link", { name: "Subscribe to calendar" });
    await expectShown(link);
    const host = new URL(stackUrl()).host;
    expect(await link.getAttribute("href")).toBe(`webcal://${host}/api/events.ics`);
    await screenshot(page, "discovery-events-list");
    const feed = await stackFetch("/api/events.ics");
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(`UID:${event.id}@${host}`);
    await page.close();
  });
});
