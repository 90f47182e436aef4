/** Sanity checks for the seed data: counts, slugs, schema validity, the event date mix and image files. */
import fs from "fs";
import path from "path";
import { businessInputSchema } from "@main-street/domain/business";
import { BUSINESS_CATEGORIES } from "@main-street/domain/categories";
import { addDays } from "@main-street/domain/dates";
import { eventInputSchema } from "@main-street/domain/event";
import { opensSomeDay } from "@main-street/domain/weekly-hours";
import { seedBusinesses, seedEvents, type SeedEvent } from "./data";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEED_IMAGE_DIR = path.join(__dirname, "..", "..", "web", "public", "images", "seed");
const TODAYS = ["2026-06-15", "2026-12-31"];

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

describe.each(TODAYS)("seed events for today = %s", (today) => {
  const events = seedEvents(today);
  const isFeatured = (e: SeedEvent) => e.featured === "true";

  it("uses unique slug ids", () => {
    const ids = events.map((e) => e.id);
    for (const id of ids) expect(id).toMatch(SLUG);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every event its own title, and the parade once, on July 4", () => {
    const titles = events.map((e) => e.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const parades = events.filter((e) => /parade/i.test(e.title));
    expect(parades.map((e) => [e.date.slice(5), e.rrule])).toEqual([["07-04", "FREQ=YEARLY"]]);
  });

  it.each(events.map((e) => [e.id, e] as const))("%s passes eventInputSchema", (_id, event) => {
    const { id: _omit, ...input } = event;
    const result = eventInputSchema.safeParse(input);
    expect(issues(result)).toEqual([]);
    expect(result.data?.date).toBe(event.date);
  });

  it("has the intended mix of featured, upcoming, today and past events", () => {
    const featuredFuture = events.filter((e) => isFeatured(e) && e.date > today);
    expect(featuredFuture.length).toBeGreaterThanOrEqual(4);
    for (const e of featuredFuture) {
      expect(e.date >= addDays(today, 3) && e.date <= addDays(today, 40)).toBe(true);
    }

    expect(events.filter((e) => !isFeatured(e) && e.date > today).length).toBeGreaterThanOrEqual(5);

    const past = events.filter((e) => !isFeatured(e) && e.date < today);
    expect(past.length).toBeGreaterThanOrEqual(4);
    for (const e of past) expect(e.date >= addDays(today, -120) && e.date <= addDays(today, -5)).toBe(true);

    expect(events.filter((e) => isFeatured(e) && e.date < today)).toHaveLength(1);
    expect(events.filter((e) => e.date === today)).toHaveLength(1);
  });

  it("covers optional fields", () => {
    expect(events.filter((e) => e.image === "").length).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => e.excerpt === "").length).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => e.excerpt !== "").length).toBeGreaterThan(events.length / 2);
    expect(events.filter((e) => e.time === "").length).toBeGreaterThanOrEqual(1);
  });

  it("has events hosted by seeded businesses, one of them a series (docs/product.md#host-business)", () => {
    const hosted = events.filter((e) => e.hostBusinessId);
    expect(hosted.length).toBeGreaterThanOrEqual(5);
    expect(hosted.some((e) => e.rrule)).toBe(true);
    const businessIds = new Set(seedBusinesses.map((b) => b.id));
    for (const e of hosted) expect(businessIds.has(e.hostBusinessId!)).toBe(true);
  });
});

describe("seed images", () => {
  const everything = JSON.stringify({ businesses: seedBusinesses, events: TODAYS.map((t) => seedEvents(t)) });
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
