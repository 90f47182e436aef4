/**
 * POST /api/stats (docs/product.md#listing-statistics) on this file's namespace of the stack's Firestore. The app runs
 * here, in this process, as one Cloud Functions instance runs it: the beacon's memory (replays, each network's hourly
 * budget) is an instance's, and the functions emulator spreads requests over worker processes of its own. This
 * process allows 5 beacons per network an hour and trusts two proxies, as production behind Hosting does; every
 * request names a fresh network unless a test says otherwise. A counted beacon is answered once its count is
 * written, so a test reads it back at once.
 */
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { STATS_COLLECTION, type StatCounter } from "@main-street/domain/listing-stats";
import { MAX_BEACON_BYTES } from "@main-street/domain/listing-beacon";
import { storedDocs } from "../../../scripts/test/stored";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, testNamespace } from "../../../scripts/test/stack-env";
import { hourOf } from "./memory";

const PER_HOUR = 5;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let admin: StackAdmin;
let server: Server;
let origin: string;

beforeAll(async () => {
  Object.assign(process.env, JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}"), {
    FUNCTIONS_EMULATOR: "true",
    CACHE_VERSION_CHECK_MS: "0",
    TRUSTED_PROXY_HOPS: "2",
    STATS_BEACONS_PER_HOUR: String(PER_HOUR),
  });
  const { createApp } = await import("../app");
  server = createApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The app makes firebase-admin's default app on its first read; this file's own handle is a named app beside it.
  await fetch(`${origin}/api/businesses`, { headers: { "x-test-namespace": testNamespace() } });
  admin = adminForTests();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await admin?.close();
});

let networks = 0;
/** What Hosting's chain gives the function: the client it saw, then its own egress address (Cloud Run appends it). */
const freshNetwork = () => `203.0.113.${++networks}, 35.191.0.1`;

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/api/stats`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8", // what sendBeacon sends with a string
      "user-agent": CHROME,
      "x-forwarded-for": freshNetwork(),
      "x-test-namespace": testNamespace(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const beacon = (kind: string, ids: string[], view = randomUUID()) => ({ view, kind, ids });

/** One listing's counter, summed over its days and shards. */
async function counted(businessId: string, counter: StatCounter): Promise<number> {
  const docs = await storedDocs(admin.db, STATS_COLLECTION, { businessId });
  return docs.reduce((sum, doc) => sum + (typeof doc[counter] === "number" ? (doc[counter] as number) : 0), 0);
}

const refused = (code: string) => ({ status: 400, body: { error: { code, message: expect.any(String) } } });

describe("a counted beacon", () => {
  it("answers 204 and raises the listing's counter for the site's day (not UTC's)", async () => {
    // 07:30 UTC on Jan 1 is still Dec 31 in Boulder City: the count is the site's day's, not UTC's.
    const newYearsEve = { "x-test-clock": "2027-01-01T07:30:00Z" };
    expect(await post(beacon("view", ["blue-plate-diner"]), newYearsEve)).toEqual({ status: 204, body: undefined });
    expect(await counted("blue-plate-diner", "views")).toBe(1);
    const docs = await storedDocs(admin.db, STATS_COLLECTION, { businessId: "blue-plate-diner" });
    expect(docs).toEqual([{ businessId: "blue-plate-diner", day: "2026-12-31", views: 1 }]);
  });

  it("counts every listing of an appearance beacon, and an event's view for its host; JSON bodies too", async () => {
    const ids = ["trattoria-nevada", "spillway-books", "hoover-mercantile"];
    expect((await post(beacon("appearance", ids), { "content-type": "application/json" })).status).toBe(204);
    expect((await post(beacon("event", ["ironworkers-shuffleboard-tournament"]))).status).toBe(204);
    for (const id of ids) expect(await counted(id, "appearances")).toBe(1);
    expect(await counted("ironworkers-pub", "eventViews")).toBe(1);
  });

  it("answers many beacons sent at once each after its count is written, in shared commits", async () => {
    const target = "red-mountain-outfitters";
    const statuses = await Promise.all(Array.from({ length: 40 }, () => post(beacon("view", [target]))));
    expect(statuses.map((r) => r.status)).toEqual(Array<number>(40).fill(204));
    expect(await counted(target, "views")).toBe(40);
    // A listing's day is one document per commit, in one of four shards: 40 beacons, at most 4 documents.
    expect((await storedDocs(admin.db, STATS_COLLECTION, { businessId: target })).length).toBeLessThanOrEqual(4);
  });

  it("refuses a replay of the same page view's count with 400, and counts it once", async () => {
    const view = randomUUID();
    expect((await post(beacon("website", ["switchyard-bbq"], view))).status).toBe(204);
    expect(await post(beacon("website", ["switchyard-bbq"], view))).toEqual(refused("bad_request"));
    expect((await post(beacon("phone", ["switchyard-bbq"], view))).status).toBe(204); // another kind, same view
    expect(await counted("switchyard-bbq", "website")).toBe(1);
    expect(await counted("switchyard-bbq", "phone")).toBe(1);
  });
});

describe("beacons counting nothing", () => {
  it("refuses unknown listings and events, junk and oversized bodies with 400, writing nothing", async () => {
    const target = "casa-colorado-cantina";
    const refusals = [
      beacon("view", ["no-such-business"]),
      beacon("appearance", [target, "no-such-business"]),
      beacon("event", ["no-such-event"]),
      beacon("event", [target]), // a business's id is no event's
      beacon("clicks", [target]),
      { ...beacon("view", [target]), userAgent: CHROME },
      "not json",
      `{"view":"${randomUUID()}","kind":"view","ids":["${target}"]`,
      JSON.stringify({ ...beacon("view", [target]), pad: "x".repeat(MAX_BEACON_BYTES) }),
    ];
    for (const body of refusals) expect(await post(body)).toEqual(refused("bad_request"));
    expect(await storedDocs(admin.db, STATS_COLLECTION, { businessId: "no-such-business" })).toEqual([]);
    expect(await counted(target, "views")).toBe(0);
    expect(await counted(target, "appearances")).toBe(0);
  });

  it("answers 204 to crawlers, Do Not Track, Global Privacy Control and prefetches, and counts none", async () => {
    const target = "lakeside-pho-and-noodle";
    const uncounted: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "" },
      { dnt: "1" },
      { "sec-gpc": "1" },
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
    ];
    for (const headers of uncounted) expect((await post(beacon("view", [target]), headers)).status).toBe(204);
    expect(await counted(target, "views")).toBe(0);
  });

  it("refuses a beacon another site's page sends (403), counting nothing", async () => {
    const target = "ironworkers-pub";
    const forbidden = { status: 403, body: { error: { code: "forbidden", message: expect.any(String) } } };
    const elsewhere: Record<string, string>[] = [
      { origin: "https://elsewhere.example" },
      { referer: "https://elsewhere.example/page" },
      { origin: "null" }, // a sandboxed frame or a data: page, on any site
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" }, // another host under the same site is not this one
      { "sec-fetch-site": "cross-site", origin: "null", referer: `${origin}/directory` },
    ];
    for (const headers of elsewhere) expect(await post(beacon("website", [target]), headers)).toEqual(forbidden);
    expect(await counted(target, "website")).toBe(0);
    expect((await post(beacon("website", [target]), { "sec-fetch-site": "same-origin" })).status).toBe(204);
    expect(await counted(target, "website")).toBe(1);
  });

  it("refuses a beacon whose X-Forwarded-For is shorter than Hosting's chain (403): it skipped Hosting", async () => {
    const target = "hoover-mercantile";
    for (const chain of ["203.0.113.250", "", " , "]) {
      const response = await post(beacon("view", [target]), { "x-forwarded-for": chain });
      expect(response).toEqual({ status: 403, body: { error: { code: "forbidden", message: expect.any(String) } } });
    }
    expect(await counted(target, "views")).toBe(0);
  });
});

describe("each network's hourly budget", () => {
  it(`counts ${PER_HOUR} beacons an hour from one network and refuses the next with 429; other networks go on`, async () => {
    // Every request in one clock hour, or the budget started afresh midway: then again, on other listings.
    for (const target of ["hotel-plaza-bistro", "trattoria-nevada", "blue-plate-diner"]) {
      const hour = hourOf(Date.now());
      const network = freshNetwork();
      const statuses: number[] = [];
      for (let i = 0; i <= PER_HOUR; i++) {
        statuses.push((await post(beacon("website", [target]), { "x-forwarded-for": network })).status);
      }
      if (hourOf(Date.now()) !== hour) continue;
      expect(statuses).toEqual([...Array<number>(PER_HOUR).fill(204), 429]);
      expect((await post(beacon("website", [target]))).status).toBe(204);
      expect(await counted(target, "website")).toBe(PER_HOUR + 1);
      return;
    }
    throw new Error("three runs in a row straddled an hour");
  });
});
