/** /this-week rendered as the server renders it, from the data its handle loads (docs/testing.md#page-component-tests). */
import { screen, within } from "@testing-library/react";
import type { QueryKey } from "@tanstack/react-query";
import { api, pages } from "@main-street/domain/paths";
import type { ThisWeek } from "@main-street/domain/this-week";
import { renderPage } from "../../test/render-page";
import * as ThisWeekPage from "./ThisWeekPage";

const WEEK: ThisWeek = {
  from: "2026-03-02",
  to: "2026-03-08",
  days: [
    {
      date: "2026-03-02",
      weekday: "Monday",
      events: [
        {
          id: "art-walk",
          title: "Art Walk",
          date: "2026-03-02",
          day: "2026-03-02",
          time: "5 PM – 8 PM",
          location: "Wilbur Square",
        },
      ],
      openLate: [{ id: "blue-plate-diner", name: "Blue Plate Diner", address: "501 Nevada Way", until: "10 PM" }],
    },
    { date: "2026-03-03", weekday: "Tuesday", events: [], openLate: [] },
  ],
};

/** The API's answers: this week at its address, an e-mail's week at its own; none for another week. */
function api_(weeks: Record<string, ThisWeek | null>) {
  return (key: QueryKey) => {
    if (key[0] === api.newsletter.options.path) return { categories: [] };
    if (key[0] !== api.thisWeek.path) return undefined;
    const week = (key[1] as { week?: string } | undefined)?.week ?? "";
    return week in weeks ? weeks[week] : null;
  };
}

it("shows each day's events and the businesses open late, linked to their pages", async () => {
  await renderPage(ThisWeekPage, { url: pages.thisWeek.href(), data: api_({ "": WEEK }) });

  expect(screen.getByRole("heading", { level: 1, name: "This Week Downtown" })).toBeTruthy();
  expect(screen.getByText("March 2, 2026 – March 8, 2026")).toBeTruthy();
  const monday = screen.getByRole("region", { name: "Monday, March 2, 2026" });
  expect(within(monday).getByRole("link", { name: "Art Walk" }).getAttribute("href")).toBe(
    "/events/art-walk?date=2026-03-02",
  );
  expect(monday.textContent).toContain("Art Walk · 5 PM – 8 PM · Wilbur Square");
  expect(within(monday).getByRole("heading", { level: 3, name: "Open late" })).toBeTruthy();
  expect(within(monday).getByRole("link", { name: "Blue Plate Diner" }).getAttribute("href")).toBe(
    "/directory/blue-plate-diner",
  );
  expect(monday.textContent).toContain("Blue Plate Diner until 10 PM · 501 Nevada Way");
  const tuesday = screen.getByRole("region", { name: "Tuesday, March 3, 2026" });
  expect(within(tuesday).getByText("No events scheduled.")).toBeTruthy();
  expect(within(tuesday).queryByText("Open late")).toBeNull();
  expect(document.title).toMatch(/^This Week Downtown\b/);
});

it("shows a weekly e-mail's week under its dates, and says so when there was no such e-mail", async () => {
  const emailed = { ...WEEK, from: "2026-06-01", to: "2026-06-07", days: [] };
  const page = await renderPage(ThisWeekPage, {
    url: pages.thisWeek.href("2026-W23"),
    data: api_({ "": WEEK, "2026-W23": emailed }),
  });
  expect(screen.getByText("June 1, 2026 – June 7, 2026")).toBeTruthy();
  expect(document.title).toMatch(/^This Week Downtown: June 1, 2026 – June 7, 2026\b/);
  page.unmount();

  await renderPage(ThisWeekPage, { url: pages.thisWeek.href("2026-W24"), data: api_({ "": WEEK }) });
  expect(screen.getByRole("heading", { name: "No Such Week" })).toBeTruthy();
  expect(screen.getByText("There is no weekly e-mail of that week.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "See this week" }).getAttribute("href")).toBe("/this-week");
  expect(document.title).toMatch(/^No Such Week\b/);
});
