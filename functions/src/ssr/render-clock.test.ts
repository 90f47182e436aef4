import { renderClockKey } from "./render-clock";

// 2026-11-23 23:59 and 2026-11-24 00:00 in Boulder City (UTC-8).
const LATE = Date.parse("2026-11-24T07:59:30Z");
const MIDNIGHT = Date.parse("2026-11-24T08:00:00Z");

describe("render clock key", () => {
  it("renders a date-bound page afresh when Boulder City's date changes, not each minute", () => {
    expect(renderClockKey("day", LATE)).toBe(renderClockKey("day", LATE - 6 * 60 * 60_000));
    expect(renderClockKey("day", LATE)).toBe("day:2026-11-23");
    expect(renderClockKey("day", MIDNIGHT)).toBe("day:2026-11-24");
  });

  it("renders an open-now page afresh each minute", () => {
    expect(renderClockKey("minute", LATE)).not.toBe(renderClockKey("minute", LATE + 60_000));
    expect(renderClockKey("minute", LATE)).toBe(renderClockKey("minute", LATE + 20_000));
  });
});
