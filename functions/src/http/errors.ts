import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "firebase-functions";
import type { ApiErrorBody, ApiErrorCode } from "@main-street/domain/api-error";
import { addressPattern, api } from "@main-street/domain/paths";

/** An error that maps to an HTTP status and the shared error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** For a 5xx that is ours to fix: what the one logged error says (never personal data or secrets). */
  diagnosis?: Record<string, string>;
}

function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export const notFoundRoute: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody("not_found", "There is nothing at this address."));
};

/** Upload URLs carry their single-use capability in the path: never log it. */
const UPLOAD_URL = addressPattern(api.upload.path, false);
function loggablePath(path: string): string {
  return path.replace(UPLOAD_URL, api.upload.path);
}

/** Last middleware: every error leaves as the shared shape, never with a stack or internal message. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const requestId = String(res.getHeader("X-Request-Id") ?? "");
  const known = toHttpError(err);
  if (known.status >= 500) {
    logger.error("request failed", {
      requestId,
      method: req.method,
      path: loggablePath(req.path),
      status: known.status,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      ...(known.diagnosis ?? { stack: err instanceof Error ? err.stack : undefined }),
    });
  } else {
    logger.info("request refused", {
      requestId,
      method: req.method,
      path: loggablePath(req.path),
      status: known.status,
      code: known.code,
    });
  }
  if (res.headersSent) return;
  res.status(known.status).json(errorBody(known.code, known.message, known.fields));
};

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { type?: string; status?: number } | null;
  if (e?.type === "entity.too.large" || e?.status === 413) {
    return new HttpError(413, "payload_too_large", "The request is too large. Please shorten it and try again.");
  }
  if (e?.type === "entity.parse.failed") {
    return new HttpError(400, "bad_request", "The request body is not valid JSON.");
  }
  if (e?.type === "charset.unsupported" || e?.type === "encoding.unsupported") {
    return new HttpError(415, "unsupported_media_type", "The request encoding is not supported.");
  }
  if (typeof e?.status === "number" && e.status >= 400 && e.status < 500) {
    return new HttpError(e.status, "bad_request", "The request could not be understood.");
  }
  return new HttpError(500, "internal", "Something went wrong on our side. Please try again.");
}
