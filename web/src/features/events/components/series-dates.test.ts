/** @jest-environment jsdom */
/**
 * A series' dates on its page (docs/product.md#recurring-events): a moved date is told once, by the day it moved
 * from, and a cancelled date's page is marked Cancelled.
 */
import "../../../test/text-encoder";
import { render, screen, within } from "@testing-library/react";
import { eventFixture } from "@main-street/domain/test-fixtures/event";
import { eventOccurrence } from "@main-street/domain/recurrence";
import { createElement as h } from "react";
import { MemoryRouter } from "react-router-dom";
import { EventHero } from "./EventHero";
import { SeriesDates } from "./SeriesDates";

const TODAY = "2026-12-01";

const stored = eventFixture("market", {
  title: "Saturday Market",
  date: "2026-11-07",
  time: "8 AM-noon",
  location: "Wilbur Square Park",
  rrule: "FREQ=WEEKLY;BYDAY=SA",
  exdates: ["2026-12-12"],
  overrides: [
    { date: "2026-12-19", moveTo: "2026-12-22", time: "", location: "", note: "" },
    { date: "2027-03-06", moveTo: "", time: "9-11 AM", location: "", note: "Spring opening" },
  ],
});

const inRouter = (child: ReturnType<typeof h>) => render(h(MemoryRouter, null, child));

describe("a series' dates", () => {
  it("tell a moved date once, as moved from its own date", () => {
    const event = eventOccurrence(stored, TODAY)!;
    inRouter(h(SeriesDates, { event, series: event.series! }));
    const next = screen.getByRole("list", { name: "Next dates" });
    const moved = within(next).getByRole("link", { name: "Tuesday, December 22, 2026" }).closest("li")!;
    expect(moved.textContent).toBe("Tuesday, December 22, 2026 (moved from Saturday, December 19, 2026)");
    expect(moved.querySelector("a")!.getAttribute("href")).toBe("/events/market?date=2026-12-19");
    expect(document.body.textContent).not.toMatch(/moved to Tuesday, December 22/);
    // Further ahead than the next dates: listed as changed, its time in the site's format.
    const changed = screen.getByRole("list", { name: "Changed dates" });
    expect(changed.textContent).toBe("Saturday, March 6, 2027: 9 AM – 11 AM; Spring opening");
  });

  it("mark a skipped date Cancelled, in the list and on its own page", () => {
    const skipped = eventOccurrence(stored, TODAY, "2026-12-12")!;
    inRouter(
      h(
        "div",
        null,
        h(EventHero, { event: skipped, canEdit: false }),
        h(SeriesDates, { event: skipped, series: skipped.series! }),
      ),
    );
    const hero = screen.getByRole("heading", { level: 1, name: "Saturday Market" }).parentElement!;
    expect(within(hero).getAllByText("Cancelled", { exact: true }).length).toBeGreaterThanOrEqual(1);
    expect(within(hero).getByText("Cancelled: this date won't take place")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Skipped dates" });
    expect(within(list).getByText("Cancelled", { exact: true })).toBeTruthy();
  });
});
