/** The one API client (SPEC 7): JSON in and out, cookies included, every non-OK response becomes an ApiError. */
import type { ApiErrorBody } from "@main-street/domain/api-error";
import { requiresAppCheck } from "@main-street/domain/app-check";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** SPEC 7 wording: '{status}: {body text or status text}'. */
    message: string,
    readonly code?: string,
    /** The readable `error.message` of the server's JSON error shape, when there is one. */
    readonly serverMessage?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** SPEC 8: a 401 counts as an authentication failure. */
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

/** The App Check header for the calls that need one; App Check (and the Firebase SDK) load on the first such call. */
async function appCheckHeaders(method: string, url: string): Promise<Record<string, string>> {
  if (!requiresAppCheck(method, url.split(/[?#]/)[0]!)) return {}; // the API's URLs are site-relative
  const { appCheckHeader } = await import("./app-check");
  return appCheckHeader();
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
    const parsed = parseErrorBody(text);
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parsed?.code,
      parsed?.message,
      parsed?.fields,
    );
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
