import type { CommunityEvent } from "@main-street/domain/event";
import { classifyEvents } from "./event-schedule";

function event(id: string, date: string, featured: "true" | "false"): CommunityEvent {
  return {
    id,
    title: id,
    date,
    featured,
    description: "",
    excerpt: "",
    time: "",
    location: "",
    image: "",
    category: "",
    displayDate: date,
    createdAt: "",
    updatedAt: "",
  };
}

describe("classifyEvents", () => {
  const today = "2026-03-10";
  const events = [
    event("featured-later", "2026-04-01", "true"),
    event("featured-today", "2026-03-10", "true"),
    event("featured-past", "2026-03-09", "true"),
    event("upcoming", "2026-03-11", "false"),
    event("today", "2026-03-10", "false"),
    event("past-old", "2025-12-01", "false"),
    event("past-recent", "2026-03-09", "false"),
  ];

  it("puts featured today-or-later in Featured, sorted by date", () => {
    expect(classifyEvents(events, today).featured.map((e) => e.id)).toEqual(["featured-today", "featured-later"]);
  });

  it("puts non-featured today-or-later in Upcoming", () => {
    expect(classifyEvents(events, today).upcoming.map((e) => e.id)).toEqual(["today", "upcoming"]);
  });

  it("puts non-featured past events in Past, most recent first, and featured past nowhere", () => {
    const schedule = classifyEvents(events, today);
    expect(schedule.past.map((e) => e.id)).toEqual(["past-recent", "past-old"]);
    const all = [...schedule.featured, ...schedule.upcoming, ...schedule.past].map((e) => e.id);
    expect(all).not.toContain("featured-past");
  });

  it("puts a series with every later date cancelled in Past, even when the date it shows is ahead", () => {
    const cancelled = { ...event("all-skipped", "2026-04-04", "false"), series: { ended: true } } as CommunityEvent;
    const schedule = classifyEvents([cancelled], today);
    expect(schedule.upcoming).toEqual([]);
    expect(schedule.past.map((e) => e.id)).toEqual(["all-skipped"]);
  });
});
