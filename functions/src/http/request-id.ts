import type { RequestHandler, Response } from "express";
import { randomUUID } from "node:crypto";

/** Ids a caller may pass in (to correlate its own logs); anything else is replaced, so logs stay clean. */
const ACCEPTED_ID = /^[\w-]{8,64}$/;

/** Gives every request an id, returned in X-Request-Id and written into every log line about it. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.header("x-request-id");
  res.set("X-Request-Id", incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID());
  next();
};

/** The id of the request this response answers. */
export function requestIdOf(res: Response): string {
  return String(res.getHeader("X-Request-Id") ?? "");
}
