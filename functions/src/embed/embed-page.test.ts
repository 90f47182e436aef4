import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { parse } from "node-html-parser";
import type { CommunityEvent } from "@main-street/domain/event";
import { HttpError } from "../http/errors";
import { embedContent, parseLimit } from "./embed-content";
import { EMBED_CSP, embedMessageHtml, embedPageHtml } from "./embed-html";

const ORIGIN = "https://bouldercitymainstreet.example";
const TODAY = "2026-07-01";

function event(id: string, date: string, fields: Partial<CommunityEvent> = {}): CommunityEvent {
  return {
    id,
    title: `Event ${id}`,
    description: "<p>x</p>",
    excerpt: "",
    date,
    displayDate: date,
    time: "7 PM",
    location: "Wilbur Square Park",
    image: "",
    category: "Arts",
    featured: "false",
    hostBusinessId: "",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}

const EVENTS = [
  event("past", "2026-06-30"),
  event("ended-series", "2026-06-01", { series: { ended: true } as CommunityEvent["series"] }),
  event("today", "2026-07-01", { hostBusinessId: "diner" }),
  event("market", "2026-07-04", {
    category: "market ",
    series: { text: "Every Saturday, 8 AM–noon", ended: false, occurrence: "2026-07-04" } as CommunityEvent["series"],
  }),
  event("walk", "2026-07-10", { hostBusinessId: "diner", category: "Tour", cancelled: true }),
];

const titles = (filters: Parameters<typeof embedContent>[1]) =>
  embedContent(EVENTS, filters, TODAY, ORIGIN).items.map((i) => i.title);

describe("what the embeddable calendar lists", () => {
  it("the events from today on, soonest first, up to the limit", () => {
    expect(titles({ limit: 10 })).toEqual(["Event today", "Event market", "Event walk"]);
    expect(titles({ limit: 1 })).toEqual(["Event today"]);
  });

  it("counts only events that happen toward the limit, and links a series' date to that date's page", () => {
    const [past, ended, today, ...later] = EVENTS;
    const cancelledFirst = [
      past!,
      ended!,
      today!,
      event("called-off", "2026-07-02", { cancelled: true }),
      event("called-off-too", "2026-07-03", { cancelled: true }),
      ...later,
    ];
    const content = embedContent(cancelledFirst, { limit: 2 }, TODAY, ORIGIN);
    expect(content.items.map((i) => i.title)).toEqual([
      "Event today",
      "Event called-off",
      "Event called-off-too",
      "Event market",
    ]);
    expect(content.items.at(-1)!.href).toBe(`${ORIGIN}/events/market?date=2026-07-04`);
  });

  it("a business's or a category's events (categories in any case), or both", () => {
    const business = { id: "diner", name: "Blue Plate Diner" };
    expect(titles({ limit: 10, business })).toEqual(["Event today", "Event walk"]);
    expect(titles({ limit: 10, category: "Market" })).toEqual(["Event market"]);
    expect(titles({ limit: 10, business, category: "Tour" })).toEqual(["Event walk"]);
  });

  it("names what it shows and links the site's page with the same events", () => {
    const content = embedContent(EVENTS, { limit: 10, category: "Tour" }, TODAY, ORIGIN);
    expect(content.heading).toBe("Tour events");
    expect(content.more).toBe(`${ORIGIN}/events?category=Tour`);
    expect(content.items[0]).toMatchObject({ href: `${ORIGIN}/events/walk`, cancelled: true });
    const business = { id: "diner", name: "Blue Plate Diner" };
    expect(embedContent(EVENTS, { limit: 10, business }, TODAY, ORIGIN).heading).toBe("Events at Blue Plate Diner");
    expect(embedContent(EVENTS, { limit: 10 }, TODAY, ORIGIN).heading).toBe("Upcoming events");
  });
});

describe("?limit=", () => {
  it.each([
    [undefined, 10],
    ["", 10],
    ["1", 1],
    ["50", 50],
  ])("%p lists %p events", (value, limit) => {
    expect(parseLimit(value)).toBe(limit);
  });

  it.each(["0", "51", "-1", "2.5", "ten", "1e1", ["5", "6"]])("refuses %p with 400, saying the range", (value) => {
    expect(() => parseLimit(value)).toThrow(HttpError);
    expect(() => parseLimit(value)).toThrow("Show from 1 to 50 events");
  });
});

describe("the embed page's HTML", () => {
  const content = embedContent(EVENTS, { limit: 10 }, TODAY, ORIGIN);
  const html = embedPageHtml({ ...content, heading: `<script>alert(1)</script> & co` });
  const root = parse(html);

  it("lists each event as a link to its page that leaves the frame, under a heading", () => {
    expect(root.querySelector("h1")!.text).toBe("<script>alert(1)</script> & co");
    const links = root.querySelectorAll("li h2 a");
    expect(links.map((a) => [a.text, a.getAttribute("href"), a.getAttribute("target")])).toEqual([
      ["Event today", `${ORIGIN}/events/today`, "_top"],
      ["Event market", `${ORIGIN}/events/market?date=2026-07-04`, "_top"],
      ["Event walk", `${ORIGIN}/events/walk`, "_top"],
    ]);
    expect(root.querySelector("li .repeats")!.text).toBe("Every Saturday, 8 AM–noon");
    expect(root.querySelector(".more a")!.getAttribute("href")).toBe(`${ORIGIN}/events`);
  });

  it("runs only the inline style and script its policy names by hash, and may be framed by any site", () => {
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const scripts = root.querySelectorAll("script");
    const styles = root.querySelectorAll("style");
    expect([scripts.length, styles.length]).toEqual([1, 1]);
    expect(EMBED_CSP).toContain(`script-src ${sha(scripts[0]!.rawText)}`);
    expect(EMBED_CSP).toContain(`style-src ${sha(styles[0]!.rawText)}`);
    expect(EMBED_CSP).toMatch(/^default-src 'none';.*frame-ancestors \*$/);
    expect(scripts[0]!.rawText).toContain(`parent.postMessage({type:"bcms-embed-height",height:h},"*")`);
  });

  it("stays within 20 kB gzipped with 50 long events, each its own text", () => {
    // Words of scrambled letters, as varied as real titles: fifty copies of one title would gzip to almost nothing.
    let seed = 47;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const word = () => Array.from({ length: 3 + next(7) }, () => "abcdefghijklmnopqrstuvwxyz"[next(26)]).join("");
    const text = (words: number) => Array.from({ length: words }, word).join(" ");
    const long = Array.from({ length: 50 }, (_, i) =>
      event(`event-${i}-${text(2).replace(/ /g, "-")}`, `2026-07-${String(2 + (i % 28)).padStart(2, "0")}`, {
        title: text(14),
        location: `${100 + i} ${text(6)} Street, Boulder City, NV 89005`,
        time: `${1 + (i % 11)}:${String((i * 7) % 60).padStart(2, "0")} PM`,
      }),
    );
    expect(new Set(long.map((e) => e.title)).size).toBe(50);
    const page = embedPageHtml(embedContent(long, { limit: 50 }, TODAY, ORIGIN));
    expect(parse(page).querySelectorAll("li")).toHaveLength(50);
    const gzipped = gzipSync(page).length;
    console.log(`embed page, 50 distinct long events: ${page.length} bytes of HTML, ${gzipped} gzipped`);
    expect(gzipped).toBeLessThan(20 * 1024);
  });

  it("says what is wrong on a refused address, escaped", () => {
    const message = parse(embedMessageHtml("No <b>such</b> category.", ORIGIN));
    expect(message.querySelector("h1")!.text).toBe("These events can't be shown");
    expect(message.querySelector("main p:last-child")!.text).toBe("No <b>such</b> category.");
  });
});
