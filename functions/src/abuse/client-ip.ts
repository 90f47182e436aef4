import type { Request } from "express";
import ipaddr from "ipaddr.js";

/**
 * The client address rate limits count against (docs/decisions/0006-client-ip-and-rate-limits.md).
 *
 * Every proxy appends the address it received the request from to X-Forwarded-For, and a client may send any
 * X-Forwarded-For it likes, so only the last `trustedHops` entries were written by infrastructure we trust.
 * The client is the leftmost of those; entries further left are whatever the client claimed and are ignored.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
) {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (trustedHops === 0 || entries.length === 0) return normalise(socketAddress);
  // Fewer entries than trusted hops: the request skipped a proxy (e.g. called the function URL directly), and the
  // leftmost entry is then the one the first proxy wrote.
  return normalise(entries[Math.max(0, entries.length - trustedHops)]);
}

export function clientAddressOf(req: Request, trustedHops: number): string {
  const header = req.headers["x-forwarded-for"];
  const forwardedFor = Array.isArray(header) ? header.join(",") : header;
  return clientAddress(forwardedFor, req.socket.remoteAddress, trustedHops);
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
