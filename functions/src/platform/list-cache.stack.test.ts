/**
 * The per-request entries of the function's cache (rendered pages, searches) stay within their bounds under a flood
 * of distinct addresses, and the pages people read stay cached meanwhile. Against the stack's Firestore, which
 * holds the cache's version document.
 */
import { randomUUID } from "node:crypto";
import { stackAdmin } from "../../../scripts/stack/admin";
import { adminForTests } from "../../../scripts/test/stack-env";
import { cacheFootprint, cached, GROUP_LIMITS } from "./list-cache";

// Points firebase-admin in this process at the stack's emulator (the cache reads its version document there).
const admin = adminForTests();
afterAll(() => admin.close());

const KB = 1024;

it("keeps 5,000 distinct search pages within their bounds, while the home page stays cached", async () => {
  const home = await cached("page:test-flood:/", async () => "home", { group: "page", size: () => 60 * KB });
  for (let i = 0; i < 5000; i++) {
    await cached(`page:test-flood:/directory?q=${i}`, async () => `results ${i}`, {
      group: "query",
      size: () => 20 * KB,
    });
  }
  const { query, page } = cacheFootprint();
  expect(query.bytes).toBeLessThanOrEqual(GROUP_LIMITS.query.bytes);
  expect(query.entries).toBeLessThanOrEqual(GROUP_LIMITS.query.entries);
  expect(query.entries).toBeGreaterThan(1000); // the bound evicts the oldest, it doesn't empty the group
  expect(page.entries).toBe(1);
  let renderedAgain = false;
  const again = await cached("page:test-flood:/", async () => ((renderedAgain = true), "home again"), {
    group: "page",
  });
  expect(again).toBe(home);
  expect(renderedAgain).toBe(false);
});

it("answers but doesn't keep what isn't worth keeping (a 404 page), nor a failed load", async () => {
  let loads = 0;
  const notFound = () =>
    cached("page:test-404:/nowhere", async () => (loads++, { status: 404 }), {
      group: "page",
      keep: (page) => page.status === 200,
    });
  expect(await notFound()).toEqual({ status: 404 });
  expect(await notFound()).toEqual({ status: 404 });
  expect(loads).toBe(2);

  let attempts = 0;
  const failing = () =>
    cached("page:test-fail:/", async () => {
      attempts++;
      throw new Error("render failed");
    });
  await expect(failing()).rejects.toThrow("render failed");
  await expect(failing()).rejects.toThrow("render failed");
  expect(attempts).toBe(2);
});

/** The cache of an instance started with CACHE_VERSION_CHECK_MS=`ms`: a fresh copy of the function's modules. */
function instanceWith(ms: string) {
  const saved = process.env.CACHE_VERSION_CHECK_MS;
  process.env.CACHE_VERSION_CHECK_MS = ms;
  try {
    let modules: { cache: typeof import("./list-cache"); apps: typeof import("firebase-admin/app") } | undefined;
    jest.isolateModules(() => {
      jest.requireActual<typeof import("./config")>("./config").env(); // read now, with this setting
      modules = { cache: jest.requireActual("./list-cache"), apps: jest.requireActual("firebase-admin/app") };
    });
    return {
      cached: modules!.cache.cached,
      close: () => Promise.all(modules!.apps.getApps().map((app) => modules!.apps.deleteApp(app))),
    };
  } finally {
    if (saved === undefined) delete process.env.CACHE_VERSION_CHECK_MS;
    else process.env.CACHE_VERSION_CHECK_MS = saved;
  }
}

it.each([
  ["0", "at once", 2],
  ["60000", "not within the minute", 1],
])("with CACHE_VERSION_CHECK_MS=%s, another instance's write shows %s", async (ms, _, loads) => {
  // The instance's database is the stack's default one (no request names a namespace in this process).
  const other = stackAdmin(JSON.parse(process.env.STACK_ADMIN_ENV!) as Record<string, string>);
  const instance = instanceWith(ms);
  try {
    let loaded = 0;
    const list = () => instance.cached("list:version-check", async () => ++loaded);
    await list();
    await other.db.doc("_meta/cache").set({ version: randomUUID() }); // what another instance's write commits
    await list();
    expect(loaded).toBe(loads);
  } finally {
    await instance.close();
    await other.close();
  }
});
