/**
 * Sanity checks for the seed data: counts, slugs, schema validity, the event date mix on every day of a year, and
 * image files.
 * @dated
 */
import fs from "fs";
import path from "path";
import { businessInputSchema } from "@main-street/domain/business";
import { BUSINESS_CATEGORIES } from "@main-street/domain/categories";
import { addDays } from "@main-street/domain/dates";
import { eventInputSchema } from "@main-street/domain/event";
import { categoryId } from "@main-street/domain/event-categories";
import { formatEventTime } from "@main-street/domain/time-format";
import { opensSomeDay } from "@main-street/domain/weekly-hours";
import { testToday } from "../test/test-clock";
import { SEED_EVENT_CATEGORIES, seedBusinesses, seedEvents, type SeedEvent } from "./data";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEED_IMAGE_DIR = path.join(__dirname, "..", "..", "web", "public", "images", "seed");
/** The first of the 366 days the seed is checked on: December 2027 to November 2028, with Feb 29. */
const FIRST_DAY = "2027-12-01";

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("seed businesses", () => {
  const countIn = (category: string) => seedBusinesses.filter((b) => b.category === category).length;

  it("has enough businesses in every category", () => {
    expect(seedBusinesses.length).toBeGreaterThanOrEqual(32);
    expect(countIn("restaurants")).toBeGreaterThan(6);
    expect(countIn("restaurants")).toBeGreaterThanOrEqual(9);
    expect(countIn("shopping")).toBeGreaterThanOrEqual(8);
    for (const category of ["coffee", "accommodations", "confectionery"]) {
      expect(countIn(category)).toBeGreaterThanOrEqual(4);
    }
    for (const category of BUSINESS_CATEGORIES) expect(countIn(category)).toBeGreaterThan(0);
  });

  it("uses unique slug ids", () => {
    const ids = seedBusinesses.map((b) => b.id);
    for (const id of ids) expect(id).toMatch(SLUG);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(seedBusinesses.map((b) => [b.id, b] as const))("%s passes businessInputSchema", (_id, business) => {
    const { id: _omit, ...input } = business;
    expect(issues(businessInputSchema.safeParse(input))).toEqual([]);
  });

  it("covers the edge cases the site must handle", () => {
    const featured = seedBusinesses.filter((b) => b.featured === "true").length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
    // Every listing's hours are structured (docs/product.md#hours); some carry a note the week can't say.
    expect(seedBusinesses.filter((b) => opensSomeDay(b.hours)).length).toBe(seedBusinesses.length);
    expect(seedBusinesses.filter((b) => b.hoursNote).length).toBeGreaterThanOrEqual(4);
    expect(seedBusinesses.filter((b) => b.website === "").length).toBeGreaterThanOrEqual(2);
    expect(seedBusinesses.filter((b) => b.image === "").length).toBeGreaterThanOrEqual(1);
    expect(seedBusinesses.filter((b) => /[^\p{ASCII}]/u.test(b.name)).length).toBeGreaterThanOrEqual(2);
    expect(seedBusinesses.filter((b) => b.description.includes("<img ")).length).toBeGreaterThanOrEqual(3);
    // Description search: "espresso" appears in a description but in no business name.
    expect(seedBusinesses.some((b) => /espresso/i.test(b.description))).toBe(true);
    expect(seedBusinesses.some((b) => /espresso/i.test(b.name))).toBe(false);
  });

  it("keeps excerpts short and tags tidy", () => {
    for (const b of seedBusinesses) {
      expect(b.excerpt.length).toBeGreaterThan(0);
      expect(b.excerpt.length).toBeLessThan(160);
      expect(b.tags.length).toBeGreaterThanOrEqual(3);
      expect(b.tags.length).toBeLessThanOrEqual(6);
      for (const tag of b.tags) expect(tag).toBe(tag.toLowerCase());
    }
  });
});

/** Every day of a leap year and the nights the clocks change, and the run's own today (this file is @dated). */
const DAYS = [...Array.from({ length: 366 }, (_, i) => addDays(FIRST_DAY, i)), testToday()];

/** The problems `check` finds on each day, as "day: problem" lines: none expected. */
function onEveryDay(check: (events: SeedEvent[], today: string) => string[]): string[] {
  return DAYS.flatMap((today) => check(seedEvents(today), today).map((problem) => `${today}: ${problem}`));
}

describe("seed events, on every day of a year", () => {
  const isFeatured = (e: SeedEvent) => e.featured === "true";
  const within = (date: string, from: string, to: string) => from <= date && date <= to;

  it("runs on Feb 29, Dec 31 and both nights the clocks change", () => {
    expect(DAYS).toEqual(expect.arrayContaining(["2028-02-29", "2027-12-31", "2028-03-12", "2028-11-05"]));
  });

  it("uses unique slug ids and titles, and has the parade once, on July 4", () => {
    const problems = onEveryDay((events) => {
      const ids = events.map((e) => e.id);
      const titles = events.map((e) => e.title.toLowerCase());
      const parades = events.filter((e) => /parade/i.test(e.title)).map((e) => [e.date.slice(5), e.rrule]);
      return [
        ...ids.filter((id) => !SLUG.test(id)).map((id) => `${id} is not a slug`),
        ...(new Set(ids).size === ids.length ? [] : ["an id is used twice"]),
        ...(new Set(titles).size === titles.length ? [] : ["a title is used twice"]),
        ...(JSON.stringify(parades) === JSON.stringify([["07-04", "FREQ=YEARLY"]])
          ? []
          : ["no single parade on July 4"]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("stores only events the API accepts, with their dates as given", () => {
    const problems = onEveryDay((events) =>
      events.flatMap(({ id, ...input }) => {
        const result = eventInputSchema.safeParse(input);
        const dateKept = result.data === undefined || result.data.date === input.date;
        return [...issues(result), ...(dateKept ? [] : ["its date was moved"])].map((issue) => `${id}: ${issue}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it("has the intended mix of featured, upcoming, today and past events", () => {
    const problems = onEveryDay((events, today) => {
      const found: string[] = [];
      const featuredFuture = events.filter((e) => isFeatured(e) && e.date > today);
      if (featuredFuture.length < 4) found.push("fewer than 4 featured upcoming");
      for (const e of featuredFuture)
        if (!within(e.date, addDays(today, 3), addDays(today, 40))) found.push(`${e.id} is not 3-40 days ahead`);
      if (events.filter((e) => !isFeatured(e) && e.date > today).length < 5) found.push("fewer than 5 upcoming");
      const past = events.filter((e) => !isFeatured(e) && e.date < today && !e.rrule);
      if (past.length < 4) found.push("fewer than 4 past one-off events");
      for (const e of past)
        if (!within(e.date, addDays(today, -120), addDays(today, -5))) found.push(`${e.id} is not 5-120 days back`);
      if (events.filter((e) => isFeatured(e) && e.date < today).length !== 1) found.push("not one featured past");
      if (events.filter((e) => e.date === today).length !== 1) found.push("not one event today");
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("has a daily series, and a series date moved into the coming week from after it (docs/product.md#this-week)", () => {
    const problems = onEveryDay((events, today) => {
      const weekEnd = addDays(today, 6);
      const daily = events.some((e) => e.rrule === "FREQ=DAILY" && e.date < today);
      const movedIn = events.some((e) =>
        (e.overrides ?? []).some((o) => o.date > weekEnd && o.moveTo && within(o.moveTo, today, weekEnd)),
      );
      return [...(daily ? [] : ["no daily series under way"]), ...(movedIn ? [] : ["no date moved into the week"])];
    });
    expect(problems).toEqual([]);
  });

  it("has events hosted by seeded businesses, one of them a series (docs/product.md#host-business)", () => {
    const businessIds = new Set(seedBusinesses.map((b) => b.id));
    const problems = onEveryDay((events) => {
      const hosted = events.filter((e) => e.hostBusinessId);
      return [
        ...(hosted.length >= 5 ? [] : ["fewer than 5 hosted events"]),
        ...(hosted.some((e) => e.rrule) ? [] : ["no hosted series"]),
        ...hosted.filter((e) => !businessIds.has(e.hostBusinessId!)).map((e) => `${e.id}: unknown host`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("gives every event a category from the list staff manage (docs/product.md#event-categories)", () => {
    const problems = onEveryDay((events) =>
      events.filter((e) => !SEED_EVENT_CATEGORIES.includes(e.category)).map((e) => `${e.id}: ${e.category}`),
    );
    expect(problems).toEqual([]);
    expect(new Set(SEED_EVENT_CATEGORIES.map(categoryId)).size).toBe(SEED_EVENT_CATEGORIES.length);
  });

  it("writes every time the site can read in the site's format (docs/product.md#time-format)", () => {
    const problems = onEveryDay((events) =>
      [...events, ...events.flatMap((e) => e.overrides ?? [])]
        .filter((e) => e.time !== formatEventTime(e.time))
        .map((e) => e.time),
    );
    expect(problems).toEqual([]);
  });

  it("covers optional fields", () => {
    const events = seedEvents(testToday());
    expect(events.filter((e) => e.image === "").length).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => e.excerpt === "").length).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => e.excerpt !== "").length).toBeGreaterThan(events.length / 2);
    expect(events.filter((e) => e.time === "").length).toBeGreaterThanOrEqual(1);
  });
});

describe("seed images", () => {
  const everything = JSON.stringify({ businesses: seedBusinesses, events: seedEvents(testToday()) });
  const referenced = [...new Set(everything.match(/\/images\/seed\/[\w.-]+/g) ?? [])];

  it("references at least one image", () => {
    expect(referenced.length).toBeGreaterThan(0);
  });

  it.each(referenced)("%s exists in web/public/images/seed", (ref) => {
    const file = path.join(SEED_IMAGE_DIR, path.basename(ref));
    expect(fs.existsSync(file)).toBe(true);
  });

  it("ships small, self-contained SVGs", () => {
    for (const name of fs.readdirSync(SEED_IMAGE_DIR).filter((f) => f.endsWith(".svg"))) {
      const svg = fs.readFileSync(path.join(SEED_IMAGE_DIR, name), "utf8");
      expect(svg.length).toBeLessThan(3072);
      expect(svg).toContain('role="img"');
      expect(svg).toContain("<title>");
      expect(svg).not.toMatch(/<script|href=|url\((?!#)/i);
    }
  });
});
