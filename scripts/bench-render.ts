/**
 * `npm run bench` (BENCH_ONLY=render alone): the server render of `/directory?open=now` and of a business page,
 * uncached, with 1,000 businesses that each have a week of hours and 10 dated exceptions around today (docs/product.md
 * #hours). The built renderer (web/dist-server/entry-server.cjs) renders each page with its data loaded as the
 * function's page reads compute it (the directory's cards filtered by Open now), from memory: what is measured is the
 * page's own work, not the database or the caches, which keep a rendered page for its minute. Prints p50/p95/mean per
 * page over RENDER_RUNS renders after a warm-up, and the CPU time a render takes (user and system, which other work
 * on a busy machine changes far less than the wall clock).
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Business } from "@main-street/domain/business";
import { BUSINESS_CATEGORIES } from "@main-street/domain/categories";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { directoryQuerySchema, directoryResult } from "@main-street/domain/directory";
import { api } from "@main-street/domain/paths";
import type { ServerRenderer } from "@main-street/domain/server-render";
import { weekOf } from "@main-street/domain/weekly-hours";

const ROOT = path.resolve(__dirname, "..");
const RUNS = Number(process.env.RENDER_RUNS ?? 200);
const WARM_UP = 30;
const BUSINESSES = 1000;
const EXCEPTIONS_EACH = 10;

/** The exceptions of business `i`: closed days, late evenings past midnight and short days, from yesterday on. */
export function benchExceptions(i: number, today: string) {
  return Array.from({ length: EXCEPTIONS_EACH }, (_, k) => {
    const date = addDays(today, -1 + ((i + k * 5) % 60));
    const kind = k % 3 === 0 ? "closed" : "open";
    const ranges =
      kind === "closed"
        ? []
        : k % 3 === 1
          ? [{ opens: "17:00", closes: "01:00" }]
          : [{ opens: "10:00", closes: "14:00" }];
    return { date, kind, ranges, label: k % 3 === 0 ? "Holiday" : "Art walk" };
  }).filter((e, k, all) => all.findIndex((o) => o.date === e.date) === k);
}

/** Open most of the day, so Open now keeps many listings at any hour the bench runs. */
export function benchWeek(i: number) {
  return weekOf([
    { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], opens: i % 2 ? "00:00" : "06:00", closes: "00:00" },
  ]);
}

export function benchBusinesses(today: string): Business[] {
  const at = new Date().toISOString();
  return Array.from({ length: BUSINESSES }, (_, i) => ({
    id: `bench-${i}`,
    name: `Bench Business ${String(i).padStart(4, "0")}`,
    category: BUSINESS_CATEGORIES[i % BUSINESS_CATEGORIES.length]!,
    subcategory: "Shop",
    description: `<p>Business number ${i} in historic downtown Boulder City.</p>`,
    excerpt: "A spot on Nevada Way.",
    website: `https://bench-${i}.example.com`,
    phone: "(702) 555-0100",
    email: "",
    address: `${1300 + i} Nevada Way, Boulder City, NV 89005`,
    hours: benchWeek(i),
    hoursNote: "",
    image: "",
    tags: ["bench"],
    featured: "false",
    lat: null,
    lng: null,
    createdAt: at,
    updatedAt: at,
    hoursConfirmedAt: at,
    // Read by the special-hours code; older code ignores the field.
    ...({ exceptions: benchExceptions(i, today) } as object),
  }));
}

/** One row per page: wall and CPU time per uncached render. */
export async function renderRows(): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(path.join(ROOT, "web", "dist-server", "entry-server.cjs")) as ServerRenderer;
  const today = todayInSiteZone();
  const list = benchBusinesses(today);
  const load = async ([key, ...rest]: readonly unknown[]): Promise<unknown> => {
    if (key === api.directory.path) return directoryResult(list, directoryQuerySchema.parse(rest[0]), new Date());
    if (key === api.businesses.path) return { ...list.find((b) => b.id === rest[0])!, upcomingEvents: [] };
    return null;
  };
  const origin = "http://127.0.0.1:5000";
  const rows: string[] = [];
  for (const url of ["/directory?open=now", "/directory/bench-1"]) {
    const render = () => entry.renderPage({ url, renderedAt: Date.now(), origin, load });
    for (let i = 0; i < WARM_UP; i++) await render();
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const used = process.cpuUsage();
      await render();
      const { user, system } = process.cpuUsage(used);
      times.push(performance.now() - start);
      cpu.push((user + system) / 1000);
    }
    const at = (list: number[], p: number) =>
      [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))]!.toFixed(1);
    const mean = (list: number[]) => (list.reduce((a, b) => a + b, 0) / list.length).toFixed(1);
    rows.push(
      [
        `SSR ${url}, uncached`.padEnd(38),
        `p50 ${at(times, 0.5)} ms  p95 ${at(times, 0.95)} ms  mean ${mean(times)} ms`,
        `CPU p50 ${at(cpu, 0.5)} ms  mean ${mean(cpu)} ms`,
        `(${RUNS} renders)`,
      ].join("  "),
    );
  }
  return rows;
}

if (require.main === module) {
  renderRows().then(
    (rows) => console.log(rows.join("\n")),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
