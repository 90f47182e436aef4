/**
 * Enforces the public bundle budget (120 kB gzipped first-load JS per route) and separation (the stack project
 * runs after `npm run build`). `npx tsx scripts/check-bundle.ts` prints the same report.
 */
import { PUBLIC_PAGES } from "@main-street/domain/paths";
import { checkBundle, formatReport } from "./check-bundle";

describe("public bundle", () => {
  const report = checkBundle();

  it("measures every public route", () => {
    console.log(formatReport(report));
    // Every public page the router lazily loads, the 404 page included.
    expect(report.routes.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        "features/home/HomePage",
        "features/directory/DirectoryPage",
        "features/directory/BusinessDetailPage",
        "features/events/EventsPage",
        "features/events/EventDetailPage",
        "features/bingo/BingoPage",
        "app/layout/NotFoundPage",
      ]),
    );
    // Each public page once (the older event address shows the event page), and the 404 page.
    expect(report.routes).toHaveLength(PUBLIC_PAGES.filter((name) => name !== "eventAlias").length + 1);
    for (const route of report.routes) expect(route.jsGzipBytes).toBeGreaterThan(0);
  });

  it("keeps first-load JS within the budget and admin, editor and profile code out of public chunks", () => {
    expect(report.problems).toEqual([]);
  });
});
