/**
 * Calendars out (docs/product.md#calendars-in-and-out), through the hosting emulator: a business's and a category's
 * feed (read with ical.js, as a calendar app reads them), the pages' feed links, and the embeddable calendar (its
 * size, its framing policy, its validation). One file, one seeded namespace, for both.
 */
import { gzipSync } from "node:zlib";
import ICAL from "ical.js";
import { parse } from "node-html-parser";
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { calendarOccurrences, dateOf } from "../../../scripts/test/calendar-app";
import { createEventAs } from "../../../scripts/test/events";
import { seededList } from "../../../scripts/test/seeded-lists";
import { apiAs, signInSeeded } from "../../../scripts/test/sessions";
import { adminForTests, api, stackFetch, stackUrl } from "../../../scripts/test/stack-env";
import { testToday } from "../../../scripts/test/test-clock";

const host = { id: "blue-plate-diner", name: "Blue Plate Diner" };
let series: CommunityEvent;
let elsewhere: CommunityEvent;

beforeAll(async () => {
  const admin = await signInSeeded("admin");
  // Categories staff add to the list first (docs/product.md#event-categories).
  for (const name of ["Feed Trivia", "Feed Talks"]) {
    expect((await apiAs(admin, "POST", "/api/admin/event-categories", { name })).status).toBe(201);
  }
  const start = addDays(testToday(), 3);
  const fields = { time: "7 PM", category: "Feed Trivia", hostBusinessId: host.id };
  series = await createEventAs(admin, { ...fields, title: "Diner Trivia Night", date: start, rrule: "FREQ=WEEKLY" });
  elsewhere = await createEventAs(admin, { title: "Gallery Talk", date: addDays(start, 2), category: "Feed Talks" });
});

async function calendar(path: string): Promise<{ raw: string; masters: ICAL.Event[] }> {
  const response = await stackFetch(path);
  expect([response.status, response.headers.get("content-type")]).toEqual([200, "text/calendar; charset=utf-8"]);
  const raw = await response.text();
  const vevents = new ICAL.Component(ICAL.parse(raw)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { raw, masters: vevents.filter((e) => !e.isRecurrenceException()) };
}

describe("the feeds of one business and of one category", () => {
  it("a business's feed holds the events it hosts, a series as one VEVENT with its rule, under its name", async () => {
    const { raw, masters } = await calendar(`/api/businesses/${host.id}/events.ics`);
    expect(raw).toContain("X-WR-CALNAME:Events at Blue Plate Diner — Boulder City Main Street");
    const since = addDays(testToday(), -90);
    const hosted = (await seededList<CommunityEvent>("/api/events")).filter(
      (e) => e.hostBusinessId === host.id && e.date >= since,
    );
    const stackHost = new URL(stackUrl()).host;
    expect(masters.map((e) => e.uid).sort()).toEqual(hosted.map((e) => `${e.id}@${stackHost}`).sort());
    const trivia = masters.filter((e) => e.uid === `${series.id}@${stackHost}`);
    expect(trivia.map((e) => [e.isRecurring(), String(e.component.getFirstPropertyValue("rrule"))])).toEqual([
      [true, "FREQ=WEEKLY"],
    ]);
    expect(raw).toContain("RRULE:FREQ=WEEKLY;WKST=MO\r\n");
    const dates = calendarOccurrences(raw, addDays(series.date, 14), { uid: (uid) => uid.startsWith(series.id) });
    expect(dates.map((d) => dateOf(d.startDate))).toEqual([0, 7, 14].map((days) => addDays(series.date, days)));
    expect(raw).not.toContain(`UID:${elsewhere.id}@`);
  });

  it("a category's feed holds that category's events, whatever the case asked", async () => {
    const { raw, masters } = await calendar(`/api/events.ics?category=${encodeURIComponent(" feed TRIVIA ")}`);
    expect(raw).toContain("X-WR-CALNAME:Feed Trivia events — Boulder City Main Street");
    expect(masters.map((e) => [e.summary, e.isRecurring()])).toEqual([["Diner Trivia Night", true]]);
  });

  it("answers an unknown business with 404, a repeated category with 400; a category without events is empty", async () => {
    for (const id of ["no-such-business", "not%20an%20id"]) {
      const missing = await api(`/api/businesses/${id}/events.ics`);
      expect([missing.status, missing.body.error]).toEqual([
        404,
        { code: "not_found", message: "Business not found." },
      ]);
    }
    // A calendar app subscribed to a category whose events are over shows an empty calendar, not an error.
    const { raw, masters } = await calendar("/api/events.ics?category=Underwater%20Basket%20Weaving");
    expect(raw).toContain("X-WR-CALNAME:Underwater Basket Weaving events — Boulder City Main Street");
    expect(masters).toEqual([]);
    const repeated = await api("/api/events.ics?category=Feed%20Trivia&category=Feed%20Talks");
    expect([repeated.status, repeated.body.error.message]).toEqual([400, "Give one category."]);
  });

  it("each page links its feed in the head, at an absolute address", async () => {
    const feedLinks = async (path: string) => {
      const html = parse(await (await stackFetch(path)).text());
      return html
        .querySelectorAll('head link[rel="alternate"][type="text/calendar"]')
        .map((l) => [l.getAttribute("title"), l.getAttribute("href")]);
    };
    const origin = stackUrl();
    expect(await feedLinks("/events")).toEqual([["Boulder City Main Street Events", `${origin}/api/events.ics`]]);
    expect(await feedLinks("/events?category=feed%20trivia")).toEqual([
      ["Feed Trivia events — Boulder City Main Street", `${origin}/api/events.ics?category=Feed+Trivia`],
    ]);
    expect(await feedLinks(`/directory/${host.id}`)).toEqual([
      ["Events at Blue Plate Diner — Boulder City Main Street", `${origin}/api/businesses/${host.id}/events.ics`],
    ]);
    expect(await feedLinks("/historic-district")).toEqual([]);
  });
});

describe("/embed/events", () => {
  const embed = async (query: string) => {
    const response = await stackFetch(`/embed/events${query}`);
    return { response, text: await response.text() };
  };
  const titles = (text: string) =>
    parse(text)
      .querySelectorAll("li h2 a")
      .map((a) => a.text);

  it("lists the next events, a series once at its next date, each linking to its page out of the frame", async () => {
    const { response, text } = await embed("");
    expect([response.status, response.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    const today = testToday();
    const upcoming = (await seededList<CommunityEvent>("/api/events")).filter(
      (e) => e.date >= today && !e.series?.ended,
    );
    expect(titles(text)).toEqual(upcoming.slice(0, 10).map((e) => e.title));
    const page = parse(text);
    expect(page.querySelector("h1")!.text).toBe("Upcoming events");
    const link = page.querySelector("li h2 a")!;
    expect([link.getAttribute("href"), link.getAttribute("target")]).toEqual([
      `${stackUrl()}/events/${upcoming[0]!.id}`,
      "_top",
    ]);
    expect(page.querySelector(".more a")!.getAttribute("href")).toBe(`${stackUrl()}/events`);
    expect(page.querySelectorAll("script[src], link[rel=stylesheet], img")).toEqual([]);
  });

  it("filters by business and category and keeps to the limit", async () => {
    const business = await embed(`?business=${host.id}&category=feed%20trivia`);
    expect(parse(business.text).querySelector("h1")!.text).toBe("Feed Trivia events at Blue Plate Diner");
    expect(titles(business.text)).toEqual(["Diner Trivia Night"]);
    const served = (await api(`/api/events/${series.id}`)).body as CommunityEvent;
    expect(parse(business.text).querySelector(".repeats")!.text).toBe(served.series!.text);
    expect(titles((await embed("?limit=1")).text)).toHaveLength(1);
  });

  it("is the one page any site may frame; the site's other pages refuse", async () => {
    const { response } = await embed("?limit=3");
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toMatch(/(^|; )frame-ancestors \*($|;)/);
    expect(policy).toMatch(/^default-src 'none'/);
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=300");
    for (const path of ["/events", `/directory/${host.id}`, "/embed", "/embed/other"]) {
      const other = await stackFetch(path);
      expect([path, other.headers.get("x-frame-options")]).toEqual([path, "DENY"]);
      expect(other.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });

  it("shows no text taken from its query, whatever it is asked", async () => {
    const words = "Visit evil dot example for free tickets";
    for (const query of [
      `?category=${encodeURIComponent(words)}`,
      `?category=${encodeURIComponent(`${words} `.repeat(10))}`,
      `?business=${encodeURIComponent(words.toLowerCase().replaceAll(" ", "-"))}`,
      `?limit=${encodeURIComponent(words)}`,
    ]) {
      const { text } = await embed(query);
      expect(parse(text).text).not.toMatch(/evil|tickets/i);
    }
  });

  it("stays within 20 kB of gzipped HTML with its most events", async () => {
    // Fifty upcoming events at least, each its own text, months ahead of the seed's.
    const stack = adminForTests();
    const batch = stack.db.batch();
    for (let i = 0; i < 50; i++) {
      const id = `embed-size-${i}`;
      batch.set(stack.db.collection("events").doc(id), {
        title: `Event ${i}: ${id.split("").reverse().join("")} at the ${["Boulder Theatre", "Wilbur Square"][i % 2]}`,
        description: "",
        excerpt: "",
        date: addDays(testToday(), 120 + i),
        time: `${1 + (i % 11)}:${String((i * 7) % 60).padStart(2, "0")} PM`,
        location: `${1200 + i * 7} Nevada Way, Boulder City, NV 89005`,
        image: "",
        category: `Size ${i % 5}`,
        featured: "false",
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    }
    batch.set(stack.db.doc("_meta/cache"), { version: `embed-size-${Date.now()}` });
    await batch.commit();
    await stack.close();
    const { text } = await embed("?limit=50");
    expect(titles(text)).toHaveLength(50);
    const gzipped = gzipSync(text).length;
    console.log(`embed page, limit=50: ${text.length} bytes of HTML, ${gzipped} gzipped`);
    expect(gzipped).toBeLessThanOrEqual(20 * 1024);
  });

  it.each([
    ["?limit=0", 400, "Show from 1 to 50 events: set limit to a whole number in that range."],
    ["?limit=51", 400, "Show from 1 to 50 events: set limit to a whole number in that range."],
    ["?category=Underwater", 400, "There are no events in that category."],
    ["?business=no-such-business", 404, "Business not found."],
  ])("%s shows what is wrong (%i), still in the frame", async (query, status, message) => {
    const { response, text } = await embed(query);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = parse(text);
    expect(page.querySelector("h1")!.text).toBe("These events can't be shown");
    expect(page.querySelector("main p:last-child")!.text.startsWith(message.replace(/\.$/, ""))).toBe(true);
  });
});
