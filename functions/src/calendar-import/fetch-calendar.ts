/**
 * Downloads a calendar file for the import (docs/decisions/0047-calendar-import.md): one GET, guarded against
 * server-side request forgery. Every hop (the address and each redirect, at most 3) is checked by checkTarget and the
 * connection is pinned to the addresses checked, so a DNS answer that changes between the check and the connection
 * (DNS rebinding) can't send it elsewhere. The whole download has 10 seconds and 2 MB; the body must be a calendar.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { AddressRefusal, checkTarget, type CheckedTarget, type ResolvedAddress, type Resolver } from "./public-address";

export type CalendarFetchFailure =
  "address" | "unreachable" | "status" | "redirects" | "timeout" | "too-large" | "not-calendar";

/** Why a calendar couldn't be fetched: `message` is for the staff member, `reason` for the run's record. */
export class CalendarFetchError extends Error {
  override readonly name = "CalendarFetchError";
  constructor(
    readonly reason: CalendarFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchCalendarOptions {
  /** The local stack: http and loopback addresses (127/8, ::1) allowed; private and metadata ranges never. */
  allowLoopback: boolean;
  /** Tests shorten these; production uses the defaults. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests answer DNS themselves; production uses dns.lookup. */
  resolve?: Resolver;
}

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/**
 * What servers send calendars as: the body is checked to be one whatever the type says, so the generic and old
 * types are read too; a web page (a login form) is not.
 */
const CALENDAR_TYPES = new Set([
  "text/calendar",
  "text/plain",
  "text/x-vcalendar",
  "application/ics",
  "application/x-ics",
  "application/calendar",
  "application/octet-stream",
  "",
]);
const NOT_A_CALENDAR = "That address didn't return a calendar";

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${bytes.toLocaleString("en-US")} bytes`;
}

function statusMessage(status: number): string {
  if (status === 401 || status === 403)
    return `That calendar is private: use its public or secret address (the server answered ${status})`;
  if (status === 404 || status === 410) return `There's no calendar at that address (the server answered ${status})`;
  if (status === 429 || status >= 500)
    return `The calendar's server had a problem (it answered ${status}); the next run tries again`;
  return `That address answered ${status} instead of a calendar`;
}

/** dns.lookup's signature, answering with the addresses already checked: the connection can't go anywhere else. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else {
      const first = addresses.find((a) => !options.family || a.family === options.family) ?? addresses[0]!;
      callback(null, first.address, first.family);
    }
  };
}

const TLS_CODES = /^(ERR_TLS|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_SSL|HOSTNAME_MISMATCH)/;

function connectionError(error: NodeJS.ErrnoException): CalendarFetchError {
  if (TLS_CODES.test(error.code ?? ""))
    return new CalendarFetchError("unreachable", "That address's secure certificate isn't valid");
  return new CalendarFetchError("unreachable", "We couldn't connect to that address");
}

/** A connection that fails while the body streams (reset, closed early) fails like one that never opened. */
function asFetchError(error: unknown): never {
  if (error instanceof CalendarFetchError) throw error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code === "string" || (error as Error | null)?.name === "AbortError") throw connectionError(error as Error);
  throw error;
}

/** One GET to a checked target; resolves with the response's head. */
function send(target: CheckedTarget, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, host, addresses } = target;
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        protocol: url.protocol,
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: {
          accept: "text/calendar, text/plain;q=0.5",
          // Uncompressed only: the 2 MB cap then bounds what is held, with no archive to expand.
          "accept-encoding": "identity",
          "user-agent": "BoulderCityMainStreet-CalendarImport/1.0",
        },
        agent: false,
        signal,
        lookup: pinnedLookup(addresses),
        ...(isIP(host) ? {} : { servername: host }),
      },
      resolve,
    );
    req.on("error", (error: NodeJS.ErrnoException) => reject(connectionError(error)));
    req.end();
  });
}

/** A calendar's octets and the charset its server declared ('' for none: UTF-8, RFC 5545's default). */
export interface FetchedCalendar {
  bytes: Uint8Array;
  charset: string;
}

/** The body's octets, if it is a calendar of at most maxBytes: lines are unfolded before decoding (parse-calendar). */
async function readCalendar(response: IncomingMessage, maxBytes: number): Promise<FetchedCalendar> {
  const header = response.headers["content-type"] ?? "";
  const type = header.split(";")[0]!.trim().toLowerCase();
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header)?.[1] ?? "";
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (!CALENDAR_TYPES.has(type) || encoding !== "identity") {
    response.destroy();
    throw new CalendarFetchError("not-calendar", NOT_A_CALENDAR);
  }
  const tooLarge = () => new CalendarFetchError("too-large", `The calendar is larger than ${sizeText(maxBytes)}`);
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(Buffer.concat(chunks));
  // The first line, in any ASCII-compatible charset (a UTF-8 or UTF-16 byte-order mark before it is allowed).
  const head = Buffer.from(bytes.subarray(0, 64))
    .toString("latin1")
    .replace(/^(\xef\xbb\xbf|\0)/, "");
  if (!/^\s*BEGIN:VCALENDAR/i.test(head)) throw new CalendarFetchError("not-calendar", NOT_A_CALENDAR);
  return { bytes, charset };
}

async function checked(address: string | URL, options: FetchCalendarOptions): Promise<CheckedTarget> {
  try {
    return await checkTarget(address, options);
  } catch (error) {
    if (error instanceof AddressRefusal) throw new CalendarFetchError("address", error.message);
    throw error;
  }
}

async function download(address: string, options: FetchCalendarOptions, signal: AbortSignal): Promise<FetchedCalendar> {
  let target = await checked(address, options);
  for (let redirects = 0; ; redirects += 1) {
    const response = await send(target, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw new CalendarFetchError("status", statusMessage(status));
      if (redirects === MAX_REDIRECTS)
        throw new CalendarFetchError("redirects", `That address redirected more than ${MAX_REDIRECTS} times`);
      let next: URL;
      try {
        next = new URL(location, target.url);
      } catch {
        throw new CalendarFetchError("status", statusMessage(status));
      }
      // Each hop is checked like the first: scheme, name and every address.
      target = await checked(next, options);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new CalendarFetchError("status", statusMessage(status));
    }
    return readCalendar(response, options.maxBytes ?? MAX_BYTES);
  }
}

/**
 * The calendar file at `address` (https://, or webcal:// read as https), or a CalendarFetchError saying why not.
 * One request per hop, never retried: the scheduled run tries again next time.
 */
export async function fetchCalendar(address: string, options: FetchCalendarOptions): Promise<FetchedCalendar> {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new CalendarFetchError("timeout", `The calendar took longer than ${timeoutMs / 1000} seconds`));
      controller.abort(); // closes the connection, wherever it is: DNS, connecting, headers or body
    }, timeoutMs);
  });
  try {
    return await Promise.race([download(address, options, controller.signal).catch(asFetchError), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
