/**
 * Enforces the public bundle budget (120 kB gzipped first-load JS per route) and separation (the stack project
 * runs after `npm run build`). `npx tsx scripts/check-bundle.ts` prints the same report.
 */
import { BUDGETED_ROUTES, checkBundle, formatReport } from "./check-bundle";

describe("public bundle", () => {
  const report = checkBundle();

  it("measures every public route", () => {
    console.log(formatReport(report));
    expect(report.routes.map((r) => r.route)).toEqual(Object.keys(BUDGETED_ROUTES));
    for (const route of report.routes) expect(route.jsGzipBytes).toBeGreaterThan(0);
  });

  it("keeps first-load JS within the budget and admin, editor and profile code out of public chunks", () => {
    expect(report.problems).toEqual([]);
  });
});
