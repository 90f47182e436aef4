/** Enforces the public bundle budget and separation (the stack project runs after `npm run build`). */
import { checkBundle, formatReport } from "./check-bundle";

describe("public bundle", () => {
  const report = checkBundle();

  it("measures / and /directory", () => {
    console.log(formatReport(report));
    expect(report.routes.map((r) => r.route)).toEqual(["/", "/directory"]);
    for (const route of report.routes) expect(route.jsGzipBytes).toBeGreaterThan(0);
  });

  it("keeps first-load JS within budget and admin, editor and profile code out of public chunks", () => {
    expect(report.problems).toEqual([]);
  });
});
