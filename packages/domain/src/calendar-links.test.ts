import { calendarDetails, eventIcsPath, eventPlaceText, googleCalendarUrl, webcalFeedUrl } from "./calendar-links";
import type { CommunityEvent } from "./event";

const ORIGIN = "https://bouldercitymainstreet.example";

function event(overrides: Partial<CommunityEvent> = {}): CommunityEvent {
  return {
    id: "concert-in-the-park",
    title: "Concert in the Park & More",
    description: "<p>Bring a <strong>blanket</strong> and a chair.</p>",
    excerpt: "",
    date: "2026-07-04",
    displayDate: "July 4, 2026",
    time: "7-9 PM",
    location: "Bicentennial Park, Boulder City, NV",
    image: "",
    category: "Music",
    featured: "false",
    createdAt: "2026-01-15T17:00:00.000Z",
    updatedAt: "2026-01-15T17:00:00.000Z",
    ...overrides,
  };
}

function params(url: string | null): URLSearchParams {
  if (!url) throw new Error("expected a URL");
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe("https://calendar.google.com/calendar/render");
  return parsed.searchParams;
}

describe("calendar paths", () => {
  it("links the .ics download and the webcal feed", () => {
    expect(eventIcsPath("wine-walk")).toBe("/api/events/wine-walk.ics");
    expect(webcalFeedUrl(ORIGIN)).toBe("webcal://bouldercitymainstreet.example/api/events.ics");
    expect(webcalFeedUrl("http://127.0.0.1:5000/")).toBe("webcal://127.0.0.1:5000/api/events.ics");
  });
});

describe("googleCalendarUrl", () => {
  it("gives local wall-clock times with the site's zone for a timed event", () => {
    const p = params(googleCalendarUrl(event(), ORIGIN));
    expect(p.get("action")).toBe("TEMPLATE");
    expect(p.get("text")).toBe("Concert in the Park & More");
    expect(p.get("dates")).toBe("20260704T190000/20260704T210000");
    expect(p.get("ctz")).toBe("America/Los_Angeles");
    expect(p.get("location")).toBe("Bicentennial Park, Boulder City, NV");
    expect(p.get("details")).toBe(`Bring a blanket and a chair.\n\n${ORIGIN}/events/concert-in-the-park`);
  });

  it("defaults the end to two hours after the start", () => {
    expect(params(googleCalendarUrl(event({ date: "2026-12-15", time: "6:30 PM" }), ORIGIN)).get("dates")).toBe(
      "20261215T183000/20261215T203000",
    );
  });

  it("gives an all-day date range when the time can't be read", () => {
    const p = params(googleCalendarUrl(event({ time: "All day" }), ORIGIN));
    expect(p.get("dates")).toBe("20260704/20260705");
  });

  it("gives null for an unreadable date", () => {
    expect(googleCalendarUrl(event({ date: "" }), ORIGIN)).toBeNull();
  });
});

describe("eventPlaceText and calendarDetails", () => {
  it("adds the town to a bare place name, and the district when there is none", () => {
    expect(eventPlaceText("Wilbur Square Park")).toBe("Wilbur Square Park, Boulder City, NV 89005");
    expect(eventPlaceText("Wilbur Square Park, Boulder City, NV")).toBe("Wilbur Square Park, Boulder City, NV");
    expect(eventPlaceText("")).toBe("Historic District, Boulder City, NV 89005");
  });

  it("falls back to the excerpt and always ends with the page link", () => {
    const details = calendarDetails(event({ description: "", excerpt: "Live music." }), ORIGIN);
    expect(details).toBe(`Live music.\n\n${ORIGIN}/events/concert-in-the-park`);
  });
});
