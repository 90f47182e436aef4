import { emptyCounts } from "@main-street/domain/listing-stats";
import { monthRange, statsWindows } from "@main-street/domain/listing-stats-read";
import { countsByDay, listingStatsOf, sumOf, totalOver, totalsByListing, type StoredShard } from "./aggregate";

const shard = (businessId: string, day: string, counts: Record<string, unknown>): StoredShard => ({
  businessId,
  day,
  counts: { businessId, day, ...counts },
});

describe("summing the stored shards", () => {
  it("adds a day's shards, counter by counter", () => {
    const days = countsByDay([
      shard("cafe", "2025-03-01", { views: 3, phone: 1 }),
      shard("cafe", "2025-03-01", { views: 4, website: 2 }),
      shard("cafe", "2025-03-02", { views: 1 }),
    ]);
    expect(days.get("2025-03-01")).toEqual({ ...emptyCounts(), views: 7, phone: 1, website: 2 });
    expect(days.get("2025-03-02")).toEqual({ ...emptyCounts(), views: 1 });
  });

  it("reads a counter that isn't a count as none", () => {
    const days = countsByDay([
      shard("cafe", "2025-03-01", { views: "12", phone: -4, email: Number.NaN, website: null, directions: 2.9 }),
    ]);
    expect(days.get("2025-03-01")).toEqual({ ...emptyCounts(), directions: 2 });
  });

  it("totals a listing's days within a range only", () => {
    const days = countsByDay([
      shard("cafe", "2025-02-28", { views: 100 }),
      shard("cafe", "2025-03-01", { views: 2 }),
      shard("cafe", "2025-03-31", { views: 3 }),
      shard("cafe", "2025-04-01", { views: 100 }),
    ]);
    expect(totalOver(days, monthRange("2025-03")).views).toBe(5);
  });

  it("totals each listing over a month, from its first to its last Los Angeles day", () => {
    const totals = totalsByListing(
      [
        shard("cafe", "2025-02-28", { views: 50 }),
        shard("cafe", "2025-03-01", { views: 1, eventViews: 2 }),
        shard("cafe", "2025-03-01", { views: 2 }),
        shard("diner", "2025-03-31", { appearances: 9 }),
        shard("diner", "2025-04-01", { appearances: 50 }),
      ],
      monthRange("2025-03"),
    );
    expect(totals.get("cafe")).toEqual({ ...emptyCounts(), views: 3, eventViews: 2 });
    expect(totals.get("diner")).toEqual({ ...emptyCounts(), appearances: 9 });
    expect(sumOf(totals.values())).toEqual({ ...emptyCounts(), views: 3, eventViews: 2, appearances: 9 });
  });
});

describe("one listing's panel", () => {
  const windows = statsWindows("2025-03-10");
  const stats = listingStatsOf(
    "cafe",
    [
      shard("cafe", "2025-03-10", { views: 2 }),
      shard("cafe", "2025-03-10", { views: 3, phone: 1 }),
      shard("cafe", "2025-02-09", { views: 1 }),
      shard("cafe", "2025-02-08", { views: 4 }), // the previous period's last day
      shard("cafe", "2025-01-10", { views: 6 }), // its first
    ],
    windows,
  );

  it("has a figure for each of the 30 days, zero where nothing was counted", () => {
    expect(stats.daily.views).toHaveLength(30);
    expect(stats.daily.views[0]).toBe(1);
    expect(stats.daily.views[29]).toBe(5);
    expect(stats.daily.views.slice(1, 29).every((n) => n === 0)).toBe(true);
    expect(stats.daily.phone[29]).toBe(1);
  });

  it("totals this period and the previous one apart", () => {
    expect(stats.totals).toEqual({ ...emptyCounts(), views: 6, phone: 1 });
    expect(stats.previousTotals).toEqual({ ...emptyCounts(), views: 10 });
    expect(stats.current).toEqual(windows.current);
  });
});
