/** The order of a day's events on /this-week (docs/product.md#this-week): as they happen, all-day ones first. */
import type { CommunityEvent } from "./event";
import { thisWeek } from "./this-week";

const TODAY = "2026-11-26";

function oneOff(id: string, title: string, time: string): CommunityEvent {
  return {
    id,
    title,
    description: "",
    excerpt: "",
    date: "2026-11-28",
    displayDate: "November 28, 2026",
    time,
    location: "",
    image: "",
    category: "",
    featured: "false",
    createdAt: "",
    updatedAt: "",
  };
}

describe("a day on /this-week", () => {
  it("lists its events in time order (all-day first), each time written in the site's format", () => {
    const events = [
      oneOff("market", "Artisan Market", "4–8 PM"),
      oneOff("breakfast", "Pancake Breakfast", "8 AM"),
      oneOff("lunch", "Brown Bag Concert", "noon-1pm"),
      oneOff("sale", "Sidewalk Sale", "All day"),
      oneOff("walk", "Art Walk", "4:00 PM"),
    ];
    const day = thisWeek(events, [], TODAY).days.find((d) => d.date === "2026-11-28")!;
    expect(day.events.map((e) => [e.title, e.time])).toEqual([
      ["Sidewalk Sale", "All day"],
      ["Pancake Breakfast", "8 AM"],
      ["Brown Bag Concert", "12 PM – 1 PM"],
      ["Art Walk", "4 PM"],
      ["Artisan Market", "4 PM – 8 PM"],
    ]);
  });
});
