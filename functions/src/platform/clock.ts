import { AsyncLocalStorage } from "node:async_hooks";
import { parse } from "cookie";
import type { Request, RequestHandler } from "express";
import { parseInstant, todayInSiteZone } from "@main-street/domain/dates";
import { HttpError } from "../http/errors";
import { env, onLocalStack } from "./config";

/**
 * The site's clock (docs/decisions/0052): every "now" or "today" that decides what the site shows or stores reads
 * `siteNow()` or `siteToday()`. In production that is the machine's clock. On the local stack only (the Functions
 * emulator over the Firestore emulator, as test namespaces), a request may set it, so a test sees the site on the
 * day it chooses: the X-Test-Clock header, or the test_clock cookie for browsers, holding an ISO 8601 instant with
 * its offset ("2028-02-29T07:59:30Z"). The stack itself may be started at one (SITE_CLOCK). Either clock stands still
 * at that instant, so a test never runs across midnight. Security clocks (sessions, tokens, rate limits, deadlines)
 * stay on the machine's time.
 */
export const CLOCK_HEADER = "x-test-clock";
export const CLOCK_COOKIE = "test_clock";

const current = new AsyncLocalStorage<number>();

/** The stack's own clock (SITE_CLOCK), read on the local stack only; a value that isn't an instant is refused. */
function stackClock(): number | undefined {
  const setting = env().SITE_CLOCK;
  if (!setting || !onLocalStack()) return undefined;
  const at = parseInstant(setting);
  if (at === null) throw new Error(`SITE_CLOCK is not an ISO 8601 instant with its offset: ${setting}`);
  return at;
}

/** The site's now: the request's clock, else the stack's, else the machine's. */
export function siteNow(): Date {
  return new Date(current.getStore() ?? stackClock() ?? Date.now());
}

/** The site's today (YYYY-MM-DD in America/Los_Angeles). */
export function siteToday(): string {
  return todayInSiteZone(siteNow());
}

/** Runs the rest of the request at the clock it carries (local stack only; elsewhere the header is ignored). */
export const selectTestClock: RequestHandler = (req, _res, next) => {
  if (!onLocalStack()) return next();
  const text = requestedClock(req);
  if (text === undefined) return next();
  const at = parseInstant(text);
  if (at === null) {
    return next(
      new HttpError(
        400,
        "bad_request",
        'A test clock is an ISO 8601 instant with its offset, e.g. "2028-02-29T12:00:00Z".',
      ),
    );
  }
  current.run(at, next);
};

function requestedClock(req: Request): string | undefined {
  return req.header(CLOCK_HEADER) ?? (req.headers.cookie ? parse(req.headers.cookie)[CLOCK_COOKIE] : undefined);
}

/** Runs in-process work (a scheduled job under a stack test) at a clock, as a request carrying it would. */
export function runAtTestClock<T>(at: Date, work: () => T): T {
  if (!onLocalStack()) throw new Error("A test clock exists only on the local stack.");
  return current.run(at.getTime(), work);
}
