/**
 * Events (docs/product.md#events-today, docs/product.md#event-detail): Featured / Upcoming / Past with today in
 * America/Los_Angeles, the home teaser, event detail. The expected sections come from the seed's own definitions.
 * @dated
 */
import type { Browser } from "playwright-core";
import { addDays } from "@main-street/domain/dates";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { testToday } from "../../scripts/test/test-clock";
import { seedEvents } from "../../scripts/seed/data";
import {
  DESKTOP,
  closePage,
  expectEditLinkForStaff,
  expectNotFoundPage,
  insertFixtures,
  openPage,
} from "./public-site-helpers";

let browser: Browser;
const today = testToday();

const fixture = (title: string, date: string, featured: "true" | "false", description: string) => ({
  title,
  description,
  excerpt: "",
  date,
  time: "",
  location: "",
  image: "",
  category: "Test",
  featured,
});

beforeAll(async () => {
  browser = await launchBrowser();
  await insertFixtures("events", {
    "e2e-featured-past": fixture("E2E Featured Past", addDays(today, -2), "true", "<p>Over.</p>"),
    "e2e-no-description": fixture("E2E Quiet Evening", addDays(today, 40), "false", ""),
  });
});

afterAll(async () => {
  await browser?.close();
});

const idsIn = (events: { id: string }[]) => events.map((e) => e.id).sort();

describe("events list", () => {
  it("classifies featured future, upcoming and past events, and shows featured past events nowhere", async () => {
    // As the seed and the fixtures define them: every seeded series is under way, so it is upcoming at its next date.
    const defined = [
      ...seedEvents(today),
      { id: "e2e-featured-past", title: "E2E Featured Past", featured: "true", date: addDays(today, -2) },
      { id: "e2e-no-description", title: "E2E Quiet Evening", featured: "false", date: addDays(today, 40) },
    ];
    const coming = (e: (typeof defined)[number]) => ("rrule" in e && Boolean(e.rrule)) || e.date >= today;
    const featured = defined.filter((e) => e.featured === "true" && coming(e));
    const upcoming = defined.filter((e) => e.featured !== "true" && coming(e));
    const past = defined.filter((e) => e.featured !== "true" && !coming(e));
    expect([featured.length, upcoming.length, past.length]).toEqual([4, upcoming.length, 4]);
    expect(upcoming.length).toBeGreaterThanOrEqual(10);

    const page = await openPage(browser, "/events", DESKTOP);
    try {
      await expectShown(page.getByRole("heading", { name: "Featured Events" }));
      const idsOf = async (section: string) =>
        (
          await page
            .locator(`#${section} [data-event-id]`)
            .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-event-id")!))
        ).sort();
      expect(await idsOf("featured")).toEqual(idsIn(featured));
      expect(await idsOf("upcoming")).toEqual(idsIn(upcoming));
      expect(await idsOf("past")).toEqual(idsIn(past));
      expect(await page.locator('[data-event-id="e2e-featured-past"]').count()).toBe(0);
      expect(await page.getByText("E2E Featured Past").count()).toBe(0);

      expect(await page.locator("#past").getByText("Past Event", { exact: true }).count()).toBe(past.length);
      const first = featured[0]!;
      const card = page.locator(`#featured [data-event-id="${first.id}"]`);
      // It opens the event page, which offers no RSVP of its own: the card promises none (docs/product.md#events-today).
      const learnMore = card.getByRole("link", { name: /^Learn More/ });
      expect([await learnMore.textContent(), await learnMore.getAttribute("href")]).toEqual([
        `Learn More: ${first.title}`,
        `/events/${first.id}`,
      ]);
      expect(await card.getByRole("link", { name: first.title, exact: true }).getAttribute("href")).toBe(
        `/events/${first.id}`,
      );
      expect(
        await page
          .locator(`#upcoming [data-event-id="${upcoming[0]!.id}"]`)
          .getByRole("link", { name: /^View Details\b/ })
          .count(),
      ).toBe(1);

      const cta = page.getByRole("link", { name: "Contact Us About Events" });
      expect(await cta.getAttribute("href")).toBe("/contact");
    } finally {
      await closePage(page);
    }
  });
});

describe("home page events", () => {
  it("shows up to 3 featured future events by date, each with Learn More", async () => {
    const expected = seedEvents(today)
      .filter((e) => e.featured === "true" && e.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(0, 3);
    const page = await openPage(browser, "/", DESKTOP);
    try {
      const section = page.locator("#featured-events");
      await expectShown(section.getByRole("link", { name: /Learn More/ }).first());
      const hrefs = await section
        .getByRole("link", { name: /Learn More/ })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(expected.map((e) => `/events/${e.id}`));
      expect(await section.getByRole("link", { name: "View All Events" }).getAttribute("href")).toBe("/events");
    } finally {
      await closePage(page);
    }
  });
});

describe("event detail", () => {
  it("shows the event with its sidebar and links, at /events/{id} and /event/{id}", async () => {
    for (const path of ["/events/wine-walk", "/event/wine-walk"]) {
      const page = await openPage(browser, path, DESKTOP);
      try {
        await expectShown(page.getByRole("heading", { level: 1, name: "Wine Walk" }));
        await expectShown(page.getByRole("heading", { name: "About This Event" }));
        await expectShown(page.getByText("Featured Event"));
        await expectShown(page.locator("aside").getByRole("heading", { name: "Event Details" }));
        expect(await page.getByRole("link", { name: "Contact for RSVP" }).getAttribute("href")).toBe("/contact");
        expect(await page.getByRole("link", { name: "View All Events" }).getAttribute("href")).toBe("/events");
        expect(await page.getByRole("link", { name: /^Open QR code/ }).getAttribute("href")).toBe(
          "/api/events/wine-walk/qr.svg",
        );
        await expectShown(page.getByRole("heading", { name: "More Community Events" }));
        expect(await page.getByRole("link", { name: "Edit Event" }).count()).toBe(0);
      } finally {
        await closePage(page);
      }
    }
  });

  it("names its host business, linking to the business's page (docs/product.md#host-business)", async () => {
    const page = await openPage(browser, "/events/spillway-author-reading", DESKTOP);
    try {
      const details = page.locator("aside");
      await expectShown(details.getByText("Hosted by"));
      expect(await details.getByRole("link", { name: "Spillway Books" }).getAttribute("href")).toBe(
        "/directory/spillway-books",
      );
    } finally {
      await closePage(page);
    }
  });

  it("says 'No description available.' for an empty description", async () => {
    const page = await openPage(browser, "/events/e2e-no-description", DESKTOP);
    try {
      await expectShown(page.getByText("No description available."), "the empty description's sentence");
    } finally {
      await closePage(page);
    }
  });

  it("says 'Event Not Found' for an unknown id", () =>
    expectNotFoundPage(browser, "/events/no-such-event", {
      heading: "Event Not Found",
      sentence: "The event you're looking for doesn't exist or has been removed",
      back: { name: "Back to Events", href: "/events" },
    }));

  it("shows 'Edit Event' to staff (docs/product.md#roles; the walkthrough checks the other roles)", () =>
    expectEditLinkForStaff(browser, "/events/wine-walk", "Edit Event", "/admin/events/edit/wine-walk"));
});
