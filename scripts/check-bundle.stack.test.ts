/**
 * Enforces the public bundle ceiling and separation (the stack project runs after `npm run build`). The 120 kB goal
 * is reported by `npx tsx scripts/check-bundle.ts`, which fails above it.
 */
import { BUDGETED_ROUTES, checkBundle, formatReport, JS_CEILING_BYTES } from "./check-bundle";

describe("public bundle", () => {
  const report = checkBundle(undefined, JS_CEILING_BYTES);

  it("measures every public route", () => {
    console.log(formatReport(report));
    expect(report.routes.map((r) => r.route)).toEqual(Object.keys(BUDGETED_ROUTES));
    for (const route of report.routes) expect(route.jsGzipBytes).toBeGreaterThan(0);
  });

  it("keeps first-load JS under the ceiling and admin, editor and profile code out of public chunks", () => {
    expect(report.problems).toEqual([]);
  });
});
