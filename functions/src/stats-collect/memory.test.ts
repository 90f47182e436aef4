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

  it("keeps the budgets of the networks it holds when a flood of new ones fills it, and still counts newcomers", () => {
    const budget = new HourlyBudget(2, 3);
    expect(["a", "a", "b"].map((n) => budget.spend(n, 2, 0))).toEqual([true, true, true]);
    // The table is full: a thousand new networks go through the overflow, none refused...
    for (let i = 0; i < 1000; i++) expect(budget.spend(`flood-${i}`, 2, 1)).toBe(true);
    // ...and the networks held before keep what they spent: a's budget is still spent, b has one left.
    expect(budget.spend("a", 2, 2)).toBe(false);
    expect(["b", "b"].map((n) => budget.spend(n, 2, 2))).toEqual([true, false]);
    // A newcomer during the flood is counted, up to its own limit while the overflow holds it.
    expect(["visitor", "visitor", "visitor"].map((n) => budget.spend(n, 2, 3))).toEqual([true, true, false]);
  });
});
