import type { RequestHandler } from "express";
import { HttpError } from "./errors";

export const MAX_BODY_BYTES = 100 * 1024;

/**
 * Cloud Functions parses the body before Express sees it, so express.json's limit alone is not enough:
 * refuse oversize bodies here by declared length and by the raw bytes received.
 */
export const bodySizeLimit: RequestHandler = (req, _res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (declared > MAX_BODY_BYTES || (raw && raw.length > MAX_BODY_BYTES)) {
    next(new HttpError(413, "payload_too_large", "The request is too large. Please shorten it and try again."));
    return;
  }
  next();
};

/** Writes with a body accept JSON only (raw upload PUTs are routed before this). */
export const requireJson: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (["POST", "PUT", "PATCH"].includes(req.method) && hasBody && !req.is("application/json")) {
    next(new HttpError(415, "unsupported_media_type", "Send the request as JSON (Content-Type: application/json)."));
    return;
  }
  next();
};
