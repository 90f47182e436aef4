/** The site's clock: set by a request or the stack on the local stack only, never in production. */
import type { NextFunction, Request, Response } from "express";
import { parseInstant } from "@main-street/domain/dates";

type Clock = typeof import("./clock");

const LOCAL_STACK = { FUNCTIONS_EMULATOR: "true", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" };
const PRODUCTION = { GCLOUD_PROJECT: "my-project" };

/** The clock module read with its own environment, as a fresh function instance would. */
function clockWith(environment: Record<string, string>): Clock {
  const saved = process.env;
  process.env = { PATH: saved.PATH, ...environment } as NodeJS.ProcessEnv;
  try {
    let loaded: Clock | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<Clock>("./clock");
      jest.requireActual<typeof import("./config")>("./config").env(); // parsed now, in this environment
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

/** What the request sees: siteNow() and siteToday() inside the middleware's next(), or the error it passed on. */
function served(clock: Clock, headers: Record<string, string>): { now: string; today: string } | { error: unknown } {
  const req = { header: (name: string) => headers[name.toLowerCase()], headers } as unknown as Request;
  let seen: { now: string; today: string } | { error: unknown } | undefined;
  const next: NextFunction = (error?: unknown) => {
    seen = error ? { error } : { now: clock.siteNow().toISOString(), today: clock.siteToday() };
  };
  clock.selectTestClock(req, {} as Response, next);
  return seen!;
}

/** Whether `read` gives the machine's clock: an instant between the moments just before and just after it. */
function onMachineClock(read: () => string): boolean {
  const before = Date.now();
  const at = Date.parse(read());
  return before <= at && at <= Date.now();
}

describe("the site's clock", () => {
  it("reads instants with their offset only, and only real dates", () => {
    expect(parseInstant("2028-02-29T12:00:00Z")).toBe(Date.UTC(2028, 1, 29, 12));
    expect(parseInstant("2028-02-29T04:00-08:00")).toBe(Date.UTC(2028, 1, 29, 12));
    expect(parseInstant("2028-02-29T12:00:00.250Z")).toBe(Date.UTC(2028, 1, 29, 12, 0, 0, 250));
    for (const bad of ["2028-02-29", "2028-02-29T12:00", "2027-02-29T12:00Z", "2028-02-30T00:00Z", "tomorrow", ""]) {
      expect([bad, parseInstant(bad)]).toEqual([bad, null]);
    }
  });

  it("on the local stack, runs a request at the clock of its header or cookie, the header first", () => {
    const clock = clockWith(LOCAL_STACK);
    // 07:59 UTC on Feb 29 is still Feb 28 in Los Angeles.
    expect(served(clock, { "x-test-clock": "2028-02-29T07:59:00Z" })).toEqual({
      now: "2028-02-29T07:59:00.000Z",
      today: "2028-02-28",
    });
    expect(served(clock, { cookie: "a=b; test_clock=2028-02-29T08:00:00Z" })).toEqual({
      now: "2028-02-29T08:00:00.000Z",
      today: "2028-02-29",
    });
    expect(
      served(clock, { "x-test-clock": "2026-12-31T23:59:00-08:00", cookie: "test_clock=2028-02-29T08:00:00Z" }),
    ).toEqual({ now: "2027-01-01T07:59:00.000Z", today: "2026-12-31" });
    // Outside a request, the machine's clock.
    expect(onMachineClock(() => clock.siteNow().toISOString())).toBe(true);
    expect(clock.runAtTestClock(new Date("2027-03-14T09:30:00Z"), () => clock.siteToday())).toBe("2027-03-14");
  });

  it("refuses a clock that isn't an instant, with the API's error", () => {
    const seen = served(clockWith(LOCAL_STACK), { "x-test-clock": "2028-02-30T00:00:00Z" });
    expect(seen).toMatchObject({ error: { status: 400, code: "bad_request" } });
  });

  it("on the local stack, stands still at SITE_CLOCK when the request sets none", () => {
    const clock = clockWith({ ...LOCAL_STACK, SITE_CLOCK: "2027-11-07T08:30:00Z" });
    expect(clock.siteNow().toISOString()).toBe("2027-11-07T08:30:00.000Z");
    expect(served(clock, {})).toEqual({ now: "2027-11-07T08:30:00.000Z", today: "2027-11-07" });
    expect(served(clock, { "x-test-clock": "2028-02-29T20:00:00Z" })).toMatchObject({ today: "2028-02-29" });
  });

  it("is never set in production: the header, the cookie and SITE_CLOCK are ignored", () => {
    const clock = clockWith({ ...PRODUCTION, SITE_CLOCK: "2027-11-07T08:30:00Z" });
    const headers = { "x-test-clock": "2028-02-29T20:00:00Z", cookie: "test_clock=2028-02-29T20:00:00Z" };
    expect(served(clock, headers)).not.toHaveProperty("error");
    expect(onMachineClock(() => (served(clock, headers) as { now: string }).now)).toBe(true);
    expect(onMachineClock(() => clock.siteNow().toISOString())).toBe(true);
    expect(() => clock.runAtTestClock(new Date(), () => 1)).toThrow("only on the local stack");
    // Not even the Functions emulator alone: the Firestore emulator too, as for test namespaces.
    const emulatedOnly = clockWith({ FUNCTIONS_EMULATOR: "true", SITE_CLOCK: "2027-11-07T08:30:00Z" });
    expect(onMachineClock(() => emulatedOnly.siteNow().toISOString())).toBe(true);
  });
});
