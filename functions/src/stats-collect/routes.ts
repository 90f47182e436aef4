/**
 * POST /api/stats, the listing statistics' beacon (docs/product.md#listing-statistics, docs/decisions/0048). Pages
 * send it with navigator.sendBeacon (text/plain or application/json, at most MAX_BEACON_BYTES), so it is mounted
 * before the API's JSON-only rule and body limits, with a parser of its own. It answers 204 once the counts are written
 * (in a group commit with the beacons around it: tally.ts), or at once when the visitor isn't counted; 4xx for
 * anything it can't count (403 another site's page, 429 a network's spent budget, else 400), and nothing is written
 * on any refusal. sendBeacon never waits for the answer, so the page doesn't either.
 * No cookie, App Check token or session is read: the counts are anonymous.
 */
import express, { type Request, type RequestHandler } from "express";
import { api } from "@main-street/domain/paths";
import { BEACON_COUNTERS, MAX_BEACON_BYTES, type Beacon } from "@main-street/domain/listing-beacon";
import { beaconSchema } from "@main-street/domain/listing-beacon-schema";
import { clientAddressOf, unattributable } from "../abuse/client-ip";
import { rateLimitKey } from "../abuse/rate-limit";
import { allowedOrigins, requestOrigin } from "../auth";
import { HttpError } from "../http/errors";
import { env, rateLimitSalt } from "../platform/config";
import { countedBusinesses } from "./count";
import { HourlyBudget, SeenRecently, hourOf } from "./memory";
import { notCounted } from "./privacy";
import { tally } from "./tally";
import { siteNow } from "../platform/clock";

/** A page view's beacons come within seconds, a tap maybe much later: each (view, kind, listing) is kept 1–2 hours. */
const seen = new SeenRecently(3_600_000, 400_000);
const budget = new HourlyBudget(100_000);

const junk = () => new HttpError(400, "bad_request", "This isn't a statistics beacon the site sends.");

/** The body as text: Cloud Functions reads it before the app does (rawBody); elsewhere this parser does. */
const readText = express.text({ type: () => true, limit: MAX_BEACON_BYTES });
const beaconBody: RequestHandler = (req, res, next) => readText(req, res, (error) => next(error ? junk() : undefined));

function beaconOf(req: Request): Beacon {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (Number(req.headers["content-length"] ?? 0) > MAX_BEACON_BYTES || (raw && raw.length > MAX_BEACON_BYTES)) {
    throw junk();
  }
  let value: unknown = req.body;
  const text = raw ? raw.toString("utf8") : typeof req.body === "string" ? req.body : undefined;
  if (text !== undefined) {
    try {
      value = JSON.parse(text);
    } catch {
      throw junk();
    }
  }
  const parsed = beaconSchema.safeParse(value);
  if (!parsed.success) throw junk();
  return parsed.data;
}

/**
 * Another site's page may not count for ours. A browser says where a beacon comes from: Sec-Fetch-Site (only
 * same-origin is the site's own page), Origin (`null` from a sandboxed frame or an opaque origin, on any site), else
 * the Referer.
 */
function fromAnotherSite(req: Request): boolean {
  const site = req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return true;
  if (req.header("origin") === "null") return true;
  const origin = requestOrigin(req);
  return origin !== undefined && !allowedOrigins(req).has(origin);
}

const countBeacon: RequestHandler = async (req, res) => {
  const beacon = beaconOf(req);
  if (fromAnotherSite(req)) throw new HttpError(403, "forbidden", "Only the site's own pages are counted.");
  res.set("Cache-Control", "no-store");
  if (notCounted(req) !== null) {
    res.status(204).end();
    return;
  }
  const now = Date.now();
  // The network's address, salted and hashed with the hour, so no two hours' keys can be linked; kept in memory only.
  const address = clientAddressOf(req, env().TRUSTED_PROXY_HOPS);
  if (address === null) throw unattributable(); // a chain production never gives: no network to count against
  const network = rateLimitKey(address, `${rateLimitSalt()}:${hourOf(now)}`);
  if (!budget.spend(network, env().STATS_BEACONS_PER_HOUR, now)) {
    res.set("Retry-After", String(Math.ceil(((hourOf(now) + 1) * 3_600_000 - now) / 1000)));
    throw new HttpError(429, "rate_limited", "Too many statistics beacons from this network this hour.");
  }
  const businessIds = await countedBusinesses(beacon);
  if (
    !seen.addAll(
      beacon.ids.map((id) => `${beacon.view} ${beacon.kind} ${id}`),
      Date.now(),
    )
  ) {
    throw new HttpError(400, "bad_request", "This page view was counted already.");
  }
  await tally(BEACON_COUNTERS[beacon.kind], businessIds, siteNow()); // counted on the site's day
  res.status(204).end();
};

export const statsBeaconRoutes = express.Router();
statsBeaconRoutes.post(api.stats.path, beaconBody, countBeacon);
