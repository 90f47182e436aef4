import type { Request, RequestHandler } from "express";
import { logger } from "firebase-functions";
import ipaddr from "ipaddr.js";
import { HttpError } from "../http/errors";
import { env } from "../platform/config";

/**
 * The client address rate limits count against (docs/decisions/0006-client-ip-and-rate-limits.md).
 *
 * Every proxy appends the address it received the request from to X-Forwarded-For, and a client may send any
 * X-Forwarded-For it likes, so only the last `trustedHops` entries were written by infrastructure we trust.
 * The client is the leftmost of those; entries further left are whatever the client claimed and are ignored.
 * A chain shorter than `trustedHops` is not the shape production gives (the request skipped a proxy, e.g. called the
 * function's own URL): null, and nothing is counted or spent for it. No header at all means no proxy (the local
 * stack's browsers): the socket's address.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string | null {
  if (trustedHops === 0 || forwardedFor === undefined) return normalise(socketAddress);
  const entries = forwardedEntries(forwardedFor);
  if (entries.length < trustedHops) return null;
  return normalise(entries[entries.length - trustedHops]);
}

/** The X-Forwarded-For header as one list (Node joins repeated headers with commas). */
function forwardedHeader(req: Request): string | undefined {
  const header = req.headers["x-forwarded-for"];
  return Array.isArray(header) ? header.join(",") : header;
}

const forwardedEntries = (header: string) =>
  header
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);

/** The request's client address (see clientAddress). */
export function clientAddressOf(req: Request, trustedHops: number): string | null {
  return clientAddress(forwardedHeader(req), req.socket.remoteAddress, trustedHops);
}

let chainLogged = false;

/**
 * The first request an instance serves with X-Forwarded-For logs how many entries it had, never their values, so
 * a deploy can check TRUSTED_PROXY_HOPS against the real chain (docs/deploy.md, the final check).
 */
export const logForwardedChainOnce: RequestHandler = (req, _res, next) => {
  const forwardedFor = chainLogged ? undefined : forwardedHeader(req);
  if (forwardedFor !== undefined) {
    chainLogged = true;
    logger.info("client address chain", {
      event: "forwarded_for_entries",
      entries: forwardedEntries(forwardedFor).length,
      trustedProxyHops: env().TRUSTED_PROXY_HOPS,
    });
  }
  next();
};

/** The refusal for a request whose chain isn't production's: it can't be told apart from another client. */
export function unattributable(): HttpError {
  return new HttpError(
    403,
    "forbidden",
    "This request didn't come through the site's address, so it can't be accepted. Please use the site itself.",
  );
}

/**
 * One key per person rather than per address: IPv4-mapped IPv6 becomes IPv4, and IPv6 is cut to its /64 (one
 * household or phone gets a whole /64 and could otherwise rotate through it). Anything unparseable shares one key.
 */
export function normalise(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
