import { rateLimitKey, windowOf } from "./rate-limit";

describe("rateLimitKey", () => {
  it("is a salted SHA-256: stable, never the address itself, different per salt", () => {
    const key = rateLimitKey("203.0.113.7", "salt-a");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(rateLimitKey("203.0.113.7", "salt-a"));
    expect(key).not.toContain("203");
    expect(rateLimitKey("203.0.113.7", "salt-b")).not.toBe(key);
    expect(rateLimitKey("203.0.113.8", "salt-a")).not.toBe(key);
  });
});

describe("windowOf", () => {
  it("aligns minute and day windows to the epoch in UTC", () => {
    const now = new Date("2026-03-05T17:42:31.250Z");
    const minute = windowOf("minute", now);
    expect(minute.start.toISOString()).toBe("2026-03-05T17:42:00.000Z");
    expect(minute.end.toISOString()).toBe("2026-03-05T17:43:00.000Z");
    const day = windowOf("day", now);
    expect(day.start.toISOString()).toBe("2026-03-05T00:00:00.000Z");
    expect(day.end.toISOString()).toBe("2026-03-06T00:00:00.000Z");
  });

  it("moves to the next window exactly at the boundary", () => {
    const last = windowOf("minute", new Date("2026-03-05T17:42:59.999Z"));
    const next = windowOf("minute", new Date("2026-03-05T17:43:00.000Z"));
    expect(next.index).toBe(last.index + 1);
  });
});
