/**
 * The one API client (docs/product.md#api): JSON in and out, cookies included, every non-OK response becomes an
 * ApiError. lib/use-api-error-handler.ts turns those into what the visitor sees.
 */
import type { ApiErrorBody } from "@main-street/domain/api-error";
import { requiresAppCheck } from "@main-street/domain/app-check";
import { api } from "@main-street/domain/paths";

interface ApiErrorDetails {
  /** The `error.code` of the server's JSON error shape. */
  code?: string;
  /** The readable `error.message` of the server's JSON error shape, when there is one. */
  serverMessage?: string;
  /** The server's message for each refused field. */
  fields?: Record<string, string>;
  /** Which call of a several-call action failed (an upload asks for an address, PUTs the file, then publishes it). */
  step?: string;
}

export class ApiError extends Error {
  readonly code?: string;
  readonly serverMessage?: string;
  readonly fields?: Record<string, string>;
  readonly step?: string;

  constructor(
    /** The HTTP status, or 0 when no answer came (the network failed). */
    readonly status: number,
    /** '{status}: {body text or status text}' (docs/product.md#api). */
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
    Object.assign(this, details);
  }
}

/** A 401: the visitor is signed out, or the session ended (docs/product.md#api). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function parseErrorBody(text: string): ApiErrorBody["error"] | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    return typeof parsed.error?.message === "string" ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/** The ApiError for a non-OK answer, from its status and body (whichever way the request was sent). */
export function apiErrorFromResponse(status: number, statusText: string, text: string, step?: string): ApiError {
  const parsed = parseErrorBody(text);
  return new ApiError(status, `${status}: ${text || statusText}`, {
    code: parsed?.code,
    serverMessage: parsed?.message,
    fields: parsed?.fields,
    step,
  });
}

/**
 * Any failure as an ApiError: one that isn't (the network failed before an answer) gets status 0. With `step`, the
 * error names that step.
 */
export function asApiError(error: unknown, step?: string): ApiError {
  if (!(error instanceof ApiError)) {
    return new ApiError(0, `0: ${error instanceof Error ? error.message : String(error)}`, { step });
  }
  if (step === undefined) return error;
  const { code, serverMessage, fields } = error;
  return new ApiError(error.status, error.message, { code, serverMessage, fields, step });
}

/** The App Check header for the calls that need one; App Check (and the Firebase SDK) load on the first such call. */
async function appCheckHeaders(method: string, url: string): Promise<Record<string, string>> {
  if (!requiresAppCheck(method, url.split(/[?#]/)[0]!)) return {}; // the API's URLs are site-relative
  const { appCheckHeader } = await import("./app-check");
  return appCheckHeader(method, url, () => apiGet(api.config.href()));
}

export async function apiRequest<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: {
      Accept: "application/json",
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(await appCheckHeaders(method, url)),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw apiErrorFromResponse(response.status, response.statusText, text);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>("GET", url, undefined, signal);
}

export function apiPost<T>(url: string, body: unknown): Promise<T> {
  return apiRequest<T>("POST", url, body);
}
