import { renderClockKey } from "./render-clock";

// 2026-11-23 23:59 and 2026-11-24 00:00 in Boulder City (UTC-8).
const LATE = Date.parse("2026-11-24T07:59:30Z");
const MIDNIGHT = Date.parse("2026-11-24T08:00:00Z");

describe("render clock key", () => {
  it("renders the events pages afresh when Boulder City's date changes, not each minute", () => {
    for (const path of ["/events", "/events/art-walk", "/event/art-walk"]) {
      expect(renderClockKey(path, LATE)).toBe(renderClockKey(path, LATE - 6 * 60 * 60_000));
      expect(renderClockKey(path, LATE)).toBe("day:2026-11-23");
      expect(renderClockKey(path, MIDNIGHT)).toBe("day:2026-11-24");
    }
  });

  it("renders every other page afresh each minute (open now)", () => {
    for (const path of ["/", "/directory", "/directory/blue-plate-diner", "/events-and-more"]) {
      expect(renderClockKey(path, LATE)).not.toBe(renderClockKey(path, LATE + 60_000));
      expect(renderClockKey(path, LATE)).toBe(renderClockKey(path, LATE + 20_000));
    }
  });
});
