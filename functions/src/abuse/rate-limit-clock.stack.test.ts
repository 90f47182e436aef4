/**
 * The limiter's counting with a clock the test controls, against the stack's real Firestore emulator:
 * minutes and days pass without waiting for them.
 */
import { randomUUID } from "node:crypto";
import { adminForTests } from "../../../scripts/test/stack-env";
import { env } from "../platform/config";
import { countSubmission, rateLimitKey, type RateLimits } from "./rate-limit";

const admin = adminForTests();
afterAll(() => admin.close());

const MINUTE = 60_000;
const START = Date.parse("2031-01-06T10:00:10Z"); // 50 s before the minute ends, 14 h before the day does
const at = (offsetMs: number) => new Date(START + offsetMs);
const newClient = () => rateLimitKey(`clock-${randomUUID()}`, "clock-test");

/** The defaults production runs with (the environment sets none here). */
const limits: RateLimits = { perMinute: env().RATE_LIMIT_PER_MINUTE, perDay: env().RATE_LIMIT_PER_DAY };

function attempt(key: string, now: Date) {
  return admin.db.runTransaction((tx) => countSubmission(tx, admin.db, key, now, limits));
}

it("defaults to 5 a minute and 30 a day", () => {
  expect(limits).toEqual({ perMinute: 5, perDay: 30 });
});

it("allows 5 in a minute, refuses the 6th until the minute ends, then allows again", async () => {
  const key = newClient();
  for (let i = 0; i < 5; i++) expect(await attempt(key, at(i * 1000))).toEqual({ allowed: true });
  expect(await attempt(key, at(5000))).toEqual({ allowed: false, window: "minute", retryAfterSeconds: 45 });
  expect(await attempt(key, at(49_000))).toMatchObject({ allowed: false, window: "minute", retryAfterSeconds: 1 });
  expect(await attempt(key, at(50_000))).toEqual({ allowed: true }); // the next minute
});

it("does not count refused attempts", async () => {
  const key = newClient();
  for (let i = 0; i < 5; i++) await attempt(key, at(0));
  for (let i = 0; i < 10; i++) expect((await attempt(key, at(1000))).allowed).toBe(false);
  // Next minute: 5 more fit, so the refusals above used none of the day's 30.
  for (let i = 0; i < 5; i++) expect((await attempt(key, at(MINUTE))).allowed).toBe(true);
  expect(await attempt(key, at(MINUTE))).toMatchObject({ allowed: false, window: "minute" });
});

it("allows 30 in a day, refuses the 31st until midnight UTC, then allows again", async () => {
  const key = newClient();
  for (let minute = 0; minute < 6; minute++) {
    for (let i = 0; i < 5; i++) expect((await attempt(key, at(minute * MINUTE + i))).allowed).toBe(true);
  }
  const midnight = Date.parse("2031-01-07T00:00:00Z");
  const now = at(6 * MINUTE);
  expect(await attempt(key, now)).toEqual({
    allowed: false,
    window: "day",
    retryAfterSeconds: Math.ceil((midnight - now.getTime()) / 1000),
  });
  expect((await attempt(key, at(3 * 60 * MINUTE))).allowed).toBe(false); // hours later, same day
  expect(await attempt(key, new Date(midnight))).toEqual({ allowed: true });
});

it("keeps clients apart", async () => {
  const first = newClient();
  const second = newClient();
  for (let i = 0; i < 5; i++) await attempt(first, at(0));
  expect((await attempt(first, at(0))).allowed).toBe(false);
  expect((await attempt(second, at(0))).allowed).toBe(true);
});
