import { HourlyBudget, SeenRecently, hourOf } from "./memory";

describe("what the beacon route remembers", () => {
  it("refuses a key seen within its time, and forgets it within twice that", () => {
    const seen = new SeenRecently(1000, 100);
    expect(seen.addAll(["v1 view a"], 0)).toBe(true);
    expect(seen.addAll(["v1 view a"], 999)).toBe(false);
    expect(seen.addAll(["v1 view b"], 999)).toBe(true);
    expect(seen.addAll(["v1 view a"], 1500)).toBe(false); // the older generation still holds it
    expect(seen.addAll(["v1 view c"], 1500)).toBe(true);
    expect(seen.addAll(["v1 view a"], 2000)).toBe(true);
    expect(seen.addAll(["v1 view c"], 2999)).toBe(false);
  });

  it("remembers none of a batch when one of its keys was seen", () => {
    const seen = new SeenRecently(1000, 100);
    seen.addAll(["b"], 0);
    expect(seen.addAll(["a", "b"], 1)).toBe(false);
    expect(seen.addAll(["a"], 2)).toBe(true);
  });

  it("keeps at most its bound, turning the generations over sooner", () => {
    const seen = new SeenRecently(60_000, 4);
    seen.addAll(["a", "b"], 0);
    seen.addAll(["c", "d"], 1); // a new generation: a and b are the older one
    seen.addAll(["e"], 2); // and again: a and b are forgotten
    expect(seen.addAll(["a"], 3)).toBe(true);
    expect(seen.addAll(["d"], 3)).toBe(false);
  });

  it("spends a network's beacons per clock hour, and starts every hour afresh", () => {
    const budget = new HourlyBudget(100);
    const hour = 3_600_000 * 500;
    expect([1, 2, 3].map(() => budget.spend("net", 2, hour))).toEqual([true, true, false]);
    expect(budget.spend("other", 2, hour + 10)).toBe(true);
    expect(budget.spend("net", 2, hour + 3_600_000)).toBe(true);
    expect(hourOf(hour + 3_599_999)).toBe(500);
  });

  it("counts at most its bound of networks in an hour", () => {
    const budget = new HourlyBudget(2);
    expect(["a", "b", "c"].map((n) => budget.spend(n, 5, 0))).toEqual([true, true, false]);
    expect(budget.spend("a", 5, 1)).toBe(true);
  });
});
