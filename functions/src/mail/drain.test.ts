import { pacer } from "./drain";

/** A clock that only moves when someone sleeps on it. */
function fakeClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
    elapsed: () => now - start,
  };
}

describe("the drain's pace", () => {
  it("lets the first send go at once, then one every 60000 / perMinute ms", async () => {
    const clock = fakeClock();
    const pace = pacer(300, clock); // 300 a minute: one every 200 ms
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await pace();
      times.push(clock.elapsed());
    }
    expect(times).toEqual([0, 200, 400, 600, 800]);
  });

  it("hands out turns one interval apart when several workers ask at the same moment", async () => {
    const wakes: number[] = [];
    // A clock standing still: each sleep records when that worker would wake.
    const pace = pacer(600, { now: () => 0, sleep: async (ms: number) => void wakes.push(ms) }); // one every 100 ms
    await Promise.all([pace(), pace(), pace(), pace()]);
    expect(wakes).toEqual([100, 200, 300]); // the first goes at once
  });

  it("doesn't save up turns: after a pause it goes on at the same pace, not in a burst", async () => {
    const clock = fakeClock();
    const pace = pacer(60, clock); // one a second
    await pace();
    await clock.sleep(10_000); // nothing to send for 10 s (a slow compose, say)
    const before = clock.elapsed();
    await pace();
    await pace();
    expect(clock.elapsed() - before).toBe(1000);
  });
});
