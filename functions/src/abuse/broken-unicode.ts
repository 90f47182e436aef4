import type { RequestHandler } from "express";
import { HttpError } from "../http/errors";

/** A UTF-16 surrogate not paired with its other half (in 'u' mode a proper pair is one code point, not Cs). */
const LONE_SURROGATE = /\p{Cs}/u;
/** The body limit keeps this far away; it only guards the loop. */
const MAX_NODES = 200_000;

/**
 * True when any key or string in a parsed JSON body holds a lone surrogate. Such text can't be stored
 * (Firestore strings are UTF-8) and no keyboard produces it. Iterative, so deep nesting can't overflow the stack.
 */
export function hasBrokenUnicode(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let seen = 0; pending.length > 0 && seen < MAX_NODES; seen++) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (item !== null && typeof item === "object" && !ArrayBuffer.isView(item)) {
      // (Raw bodies arrive as Buffers: bytes, not text.)
      for (const [key, child] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Refuses such bodies up front with a message a person can act on, before any handler tries to store them. */
export const refuseBrokenUnicode: RequestHandler = (req, _res, next) => {
  if (hasBrokenUnicode(req.body)) {
    throw new HttpError(
      400,
      "bad_request",
      "Some of the text contains broken characters that can't be saved. Please retype it and try again.",
    );
  }
  next();
};
