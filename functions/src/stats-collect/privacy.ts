import type { Request } from "express";
import { isbot } from "isbot";

/**
 * Why a beacon is answered but not counted (docs/product.md#listing-statistics), or null to count it. The reason is
 * all that is kept: never the header values themselves.
 */
export type NotCounted = "do-not-track" | "global-privacy-control" | "prefetch" | "crawler";

/** `Sec-Purpose: prefetch` (also `prefetch;prerender`) or the older `Purpose: prefetch`. */
const PREFETCH = /(^|[\s;,])prefetch($|[\s;,])/i;

/**
 * Visitors who ask not to be tracked (DNT: 1, Sec-GPC: 1), prefetches, and crawlers: a user agent on isbot's
 * maintained list, or none at all (every browser sends one).
 */
export function notCounted(req: Request): NotCounted | null {
  if (req.header("dnt")?.trim() === "1") return "do-not-track";
  if (req.header("sec-gpc")?.trim() === "1") return "global-privacy-control";
  if (PREFETCH.test(req.header("sec-purpose") ?? "") || PREFETCH.test(req.header("purpose") ?? "")) return "prefetch";
  const agent = req.header("user-agent")?.trim() ?? "";
  if (agent === "" || isbot(agent)) return "crawler";
  return null;
}
