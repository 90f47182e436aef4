/**
 * One cache entry per page (docs/decisions/0063-one-cache-entry-per-page.md): the router matches addresses
 * case-insensitively and after decoding, so a page spelled another way answers a 301 to its canonical path instead
 * of rendering (and being kept) again; QR posters and embedded calendars are kept only for what exists, apart from
 * the pages. The app runs in this process, so the test reads this instance's cache (one instance's memory).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { adminForTests, testNamespace } from "../../../scripts/test/stack-env";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { cacheFootprint } from "../platform/list-cache";
import { runInTestNamespace } from "../platform/test-namespace";

let admin: StackAdmin;
let server: Server;
let origin: string;

beforeAll(async () => {
  Object.assign(process.env, JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}"), {
    FUNCTIONS_EMULATOR: "true",
    CACHE_VERSION_CHECK_MS: "0",
  });
  const { createApp } = await import("../app");
  server = createApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = adminForTests();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await admin?.close();
});

const get = (path: string) =>
  fetch(origin + path, { redirect: "manual", headers: { "x-test-namespace": testNamespace() } });
const footprint = () => runInTestNamespace(testNamespace(), cacheFootprint);

/** Spellings of `path` the router takes for the same page: letters' case, letters escaped, a trailing slash. */
function variants(path: string, count: number): string[] {
  const letters = [...path].map((c, i) => (/[a-z]/.test(c) ? i : -1)).filter((i) => i >= 0);
  const out = new Set<string>();
  for (let n = 1; out.size < count; n++) {
    const chars = [...path];
    for (let bit = 0; bit < letters.length; bit++) {
      const i = letters[bit]!;
      const mode = Math.floor(n / 3 ** bit) % 3; // as it is, upper case, or escaped
      if (mode === 1) chars[i] = chars[i]!.toUpperCase();
      if (mode === 2) chars[i] = `%${chars[i]!.charCodeAt(0).toString(16)}`;
    }
    out.add(chars.join("") + (n % 2 ? "" : "/"));
  }
  return [...out];
}

const PAGES = ["/historic-district", "/directory/blue-plate-diner", "/events", "/contact"];

it("answers 1,000 spellings of its pages with a 301 to the page, keeping no entry for any of them", async () => {
  for (const page of PAGES) expect((await get(page)).status).toBe(200);
  const before = footprint().page.entries;
  const spelled = PAGES.flatMap((page) => variants(page, 250).map((variant) => [page, variant] as const));
  expect(spelled).toHaveLength(1000);
  for (const [page, variant] of spelled) {
    const response = await get(`${variant}?from=qr`);
    expect([variant, response.status, response.headers.get("location")]).toEqual([variant, 301, `${page}?from=qr`]);
  }
  const after = footprint().page.entries;
  console.log(`page cache: ${before} entries for ${PAGES.length} pages, ${after} after 1,000 other spellings of them`);
  expect(after).toBe(before);
});

it("keeps a page's id as it is: another case of it is another address (404), never a page of its own", async () => {
  const moved = await get("/Directory/Blue-Plate-Diner");
  expect([moved.status, moved.headers.get("location")]).toEqual([301, "/directory/Blue-Plate-Diner"]);
  expect((await get("/directory/Blue-Plate-Diner")).status).toBe(404);
  expect((await get("/no-such-page")).status).toBe(404);
});

it("keeps QR posters only for real dates of real events, and apart from the pages", async () => {
  const pages = footprint().page.entries;
  expect((await get("/api/events/wine-walk/qr.svg")).status).toBe(200);
  const kept = footprint().derived.entries;
  for (let day = 1; day <= 28; day++) {
    const date = `2001-02-${String(day).padStart(2, "0")}`;
    expect((await get(`/api/events/wine-walk/qr.svg?date=${date}`)).status).toBe(404);
    expect((await get(`/api/events/no-such-event/qr.svg?date=${date}`)).status).toBe(404);
  }
  expect(footprint().derived.entries).toBe(kept);
  expect(footprint().page.entries).toBe(pages);
});

it("keeps embedded calendars only for businesses and categories that exist", async () => {
  expect((await get("/embed/events")).status).toBe(200);
  const kept = footprint().derived.entries;
  for (let i = 0; i < 50; i++) {
    expect((await get(`/embed/events?category=made-up-${i}`)).status).toBe(400);
    expect((await get(`/embed/events?business=made-up-${i}`)).status).toBe(404);
  }
  expect(footprint().derived.entries).toBe(kept);
});
