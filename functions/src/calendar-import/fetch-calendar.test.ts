/**
 * fetchCalendar against a real HTTP server on 127.0.0.1 (allowed only with allowLoopback, as on the local stack):
 * redirects re-checked hop by hop, the redirect limit, the size cap while streaming, the deadline, the content type,
 * and a connection pinned to the address that was checked. The limits are shortened through the test options.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { CalendarFetchError, fetchCalendar, type FetchCalendarOptions } from "./fetch-calendar";

const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: { url: string; host: string }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", host: req.headers.host ?? "" });
    const handler = routes.get(req.url ?? "");
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes.clear();
  seen.length = 0;
});

const calendar: Handler = (_req, res) => res.writeHead(200, { "content-type": "text/calendar" }).end(CALENDAR);
const redirect =
  (to: string, status = 302): Handler =>
  (_req, res) =>
    res.writeHead(status, { location: to }).end();

/** The calendar's text as fetched: its octets in its declared charset. */
async function fetched(address: string, options: Partial<FetchCalendarOptions> = {}): Promise<string> {
  const { bytes, charset } = await fetchCalendar(address, { allowLoopback: true, ...options });
  return new TextDecoder(charset || "utf-8").decode(bytes);
}

async function failure(address: string, options: Partial<FetchCalendarOptions> = {}): Promise<CalendarFetchError> {
  try {
    await fetchCalendar(address, { allowLoopback: true, ...options });
  } catch (error) {
    if (error instanceof CalendarFetchError) return error;
    throw error;
  }
  throw new Error(`${address} was fetched`);
}

describe("fetchCalendar", () => {
  it("returns the calendar file", async () => {
    routes.set("/cal.ics", calendar);
    await expect(fetched(`${base}/cal.ics`)).resolves.toBe(CALENDAR);
  });

  it("refuses loopback and http in production", async () => {
    routes.set("/cal.ics", calendar);
    const error = await failure(`${base}/cal.ics`, { allowLoopback: false });
    expect(error.reason).toBe("address");
    expect(seen).toEqual([]);
  });

  it("follows up to 3 redirects, relative ones too", async () => {
    routes.set("/a", redirect(`${base}/b`, 301));
    routes.set("/b", redirect("/c", 307));
    routes.set("/c", redirect("d", 308));
    routes.set("/d", calendar);
    await expect(fetched(`${base}/a`)).resolves.toBe(CALENDAR);
    expect(seen.map((s) => s.url)).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("refuses a fourth redirect", async () => {
    for (const [from, to] of [
      ["/1", "/2"],
      ["/2", "/3"],
      ["/3", "/4"],
      ["/4", "/5"],
    ])
      routes.set(from!, redirect(to!));
    routes.set("/5", calendar);
    const error = await failure(`${base}/1`);
    expect([error.reason, error.message]).toEqual(["redirects", "That address redirected more than 3 times"]);
    expect(seen.map((s) => s.url)).toEqual(["/1", "/2", "/3", "/4"]);
  });

  it.each([
    "http://169.254.169.254/computeMetadata/v1/",
    "http://10.0.0.1/cal.ics",
    "http://[::ffff:a9fe:a9fe]/",
    "http://metadata.google.internal/",
    "file:///etc/passwd",
  ])("checks each redirect: %s is refused", async (target) => {
    routes.set("/go", redirect(target));
    const error = await failure(`${base}/go`);
    expect(error.reason).toBe("address");
    expect(seen).toHaveLength(1);
  });

  it("refuses http to anything but loopback", async () => {
    routes.set("/go", redirect("http://93.184.216.34/cal.ics"));
    // Even on the local stack, http is for loopback addresses only.
    const error = await failure(`${base}/go`);
    expect([error.reason, error.message]).toEqual(["address", "The calendar's address must start with https://"]);
    expect(seen).toHaveLength(1);
  });

  it("stops reading past the size cap, with or without a Content-Length", async () => {
    const body = `${CALENDAR}${"X".repeat(5000)}`;
    routes.set("/declared", (_req, res) => res.writeHead(200, { "content-type": "text/calendar" }).end(body));
    routes.set("/streamed", (_req, res) => {
      res.writeHead(200, { "content-type": "text/calendar", "transfer-encoding": "chunked" });
      res.write(CALENDAR);
      // Keeps sending: the reader must stop on its own.
      const more = () => res.write("X".repeat(1000), () => !res.destroyed && setImmediate(more));
      more();
    });
    for (const path of ["/declared", "/streamed"]) {
      const error = await failure(`${base}${path}`, { maxBytes: 4096 });
      expect([error.reason, error.message]).toEqual(["too-large", "The calendar is larger than 4,096 bytes"]);
    }
    await expect(fetched(`${base}/declared`)).resolves.toHaveLength(5000 + CALENDAR.length);
  });

  it("gives up when the server stalls, before or during the body", async () => {
    routes.set("/silent", () => undefined);
    routes.set("/slow", (_req, res) => {
      res.writeHead(200, { "content-type": "text/calendar" });
      res.write("BEGIN:VCALENDAR\r\n");
    });
    for (const path of ["/silent", "/slow"]) {
      const error = await failure(`${base}${path}`, { timeoutMs: 300 });
      expect([error.reason, error.message]).toEqual(["timeout", "The calendar took longer than 0.3 seconds"]);
    }
  });

  it("takes the types servers send calendars as, or none, and only a calendar", async () => {
    const serve =
      (type: string | null, body = CALENDAR, extra: Record<string, string> = {}): Handler =>
      (_req, res) =>
        res.writeHead(200, { ...(type === null ? {} : { "content-type": type }), ...extra }).end(body);
    routes.set("/plain", serve("text/plain; charset=utf-8", `\uFEFF${CALENDAR}`));
    routes.set("/none", serve(null));
    routes.set("/octets", serve("application/octet-stream"));
    routes.set("/ics", serve("application/ics"));
    routes.set("/old", serve("text/x-vcalendar"));
    routes.set("/latin", serve("text/calendar; charset=ISO-8859-1", CALENDAR));
    routes.set("/html", serve("text/html"));
    routes.set("/json", serve("application/json"));
    routes.set("/page", serve("text/plain", "<html><body>Sign in</body></html>"));
    routes.set("/gzip", serve("text/calendar", CALENDAR, { "content-encoding": "gzip" }));
    for (const path of ["/plain", "/none", "/octets", "/ics", "/old"])
      await expect(fetched(`${base}${path}`)).resolves.toBe(CALENDAR);
    await expect(fetchCalendar(`${base}/latin`, { allowLoopback: true })).resolves.toMatchObject({
      charset: "ISO-8859-1",
    });
    for (const path of ["/html", "/json", "/page", "/gzip"]) {
      const error = await failure(`${base}${path}`);
      expect([error.reason, error.message]).toEqual(["not-calendar", "That address didn't return a calendar"]);
    }
  });

  it("says what the server answered", async () => {
    routes.set("/private", (_req, res) => res.writeHead(403).end());
    routes.set("/broken", (_req, res) => res.writeHead(503).end());
    expect((await failure(`${base}/missing`)).message).toBe(
      "There's no calendar at that address (the server answered 404)",
    );
    expect((await failure(`${base}/private`)).message).toMatch(/private.*403/);
    expect((await failure(`${base}/broken`)).message).toMatch(/problem.*503/);
    routes.set("/cut", (_req, res) => {
      res.writeHead(200, { "content-type": "text/calendar", "content-length": "5000" });
      res.write(CALENDAR, () => res.socket?.destroy());
    });
    expect((await failure(`${base}/cut`)).reason).toBe("unreachable");
    const closed = await failure("http://127.0.0.1:1/cal.ics");
    expect([closed.reason, closed.message]).toEqual(["unreachable", "We couldn't connect to that address"]);
  });

  it("connects to the address it checked, looking the name up once", async () => {
    routes.set("/cal.ics", calendar);
    const answers = [[{ address: "127.0.0.1", family: 4 as const }], [{ address: "10.0.0.1", family: 4 as const }]];
    let lookups = 0;
    // A rebinding name: a loopback answer for the check, a private one for any later lookup.
    const resolve = async () => answers[Math.min(lookups++, 1)]!;
    const port = (server.address() as AddressInfo).port;
    await expect(
      fetchCalendar(`http://calendar.example.test:${port}/cal.ics`, { allowLoopback: true, resolve }),
    ).resolves.toMatchObject({ bytes: new Uint8Array(Buffer.from(CALENDAR)) });
    expect(lookups).toBe(1);
    expect(seen).toEqual([{ url: "/cal.ics", host: `calendar.example.test:${port}` }]);
  });
});
