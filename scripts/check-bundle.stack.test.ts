/** Enforces the public bundle budget and separation (the stack project runs after `npm run build`). */
import { BUDGETED_ROUTES, checkBundle, formatReport } from "./check-bundle";

describe("public bundle", () => {
  const report = checkBundle();

  it("measures every public route", () => {
    console.log(formatReport(report));
    expect(report.routes.map((r) => r.route)).toEqual(Object.keys(BUDGETED_ROUTES));
    for (const route of report.routes) expect(route.jsGzipBytes).toBeGreaterThan(0);
  });

  it("keeps first-load JS within budget and admin, editor and profile code out of public chunks", () => {
    expect(report.problems).toEqual([]);
  });
});
