/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { weekOf } from "@main-street/domain/weekly-hours";
import { pdt } from "../../../../scripts/test/fixtures/pacific-time";
import { renderOnServerThenHydrate } from "../../test/render-on-server-then-hydrate";
import { OpenNowBadge, useMinuteClock, type OpenNowBadgeProps } from "./index";
// The component itself; pages load it lazily (LazyWeekHours.tsx).
import { WeekHours, type WeekHoursProps } from "./WeekHours";

const HOURS = weekOf([
  { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "21:00" },
  { days: ["Sa"], opens: "17:00", closes: "02:00" },
]);

function LiveBadge({ serverNow }: { serverNow: Date }) {
  const props: OpenNowBadgeProps = { schedule: { hours: HOURS }, now: useMinuteClock(serverNow) };
  return h(OpenNowBadge, props);
}

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = "";
});

describe("OpenNowBadge", () => {
  it("shows the label for structured hours and nothing without them", () => {
    const { container, rerender } = render(
      h(OpenNowBadge, { schedule: { hours: HOURS }, now: pdt("2026-07-06T10:00") }),
    );
    expect(container.textContent).toBe("Open now · closes 9 PM");
    rerender(h(OpenNowBadge, { schedule: { hours: HOURS }, now: pdt("2026-07-06T22:00") }));
    expect(container.textContent).toBe("Closed · opens 7 AM Tue");
    rerender(h(OpenNowBadge, { schedule: { hours: null }, now: pdt("2026-07-06T10:00") }));
    expect(container.textContent).toBe("");
  });

  it("would be caught reading the clock during render: a different 'now' fails hydration", async () => {
    const { problems } = await renderOnServerThenHydrate(
      h(OpenNowBadge, { schedule: { hours: HOURS }, now: pdt("2026-07-06T10:00") }),
      h(OpenNowBadge, { schedule: { hours: HOURS }, now: pdt("2026-07-06T22:00") }),
    );
    expect(problems.join("\n")).toMatch(/did not match|hydrat/i);
  });

  it("hydrates on the server's 'now', then follows the visitor's clock every minute", async () => {
    // The visitor's clock is 20:59:30 on Monday; the page was rendered (and cached) at 10:00.
    jest.useFakeTimers({ now: pdt("2026-07-06T20:59:30"), doNotFake: ["queueMicrotask", "nextTick"] });
    const tree = h(LiveBadge, { serverNow: pdt("2026-07-06T10:00") });
    const { container, serverHtml, problems } = await renderOnServerThenHydrate(tree);
    expect(serverHtml).toContain("Open now · closes 9 PM");
    expect(problems).toEqual([]);
    // Right after hydration the label uses the visitor's clock: still open.
    expect(container.textContent).toBe("Open now · closes 9 PM");
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(container.textContent).toBe("Closed · opens 7 AM Tue");
  });
});

describe("OpenNowBadge on special days", () => {
  it("names the exception, and says an unanswered district day's hours aren't confirmed", () => {
    const thanksgiving = { date: "2026-07-09", kind: "closed" as const, ranges: [], label: "Thanksgiving" };
    const { container, rerender } = render(
      h(OpenNowBadge, { schedule: { hours: HOURS, exceptions: [thanksgiving] }, now: pdt("2026-07-09T10:00") }),
    );
    expect(container.textContent).toBe("Closed today – Thanksgiving");
    const damboree = { date: "2026-07-09", name: "Damboree" };
    rerender(
      h(OpenNowBadge, { schedule: { hours: HOURS, unconfirmedDays: [damboree] }, now: pdt("2026-07-09T10:00") }),
    );
    expect(container.textContent).toBe("Holiday hours not confirmed");
  });
});

describe("WeekHours", () => {
  it("lists the week with today marked for screen readers", () => {
    const props: WeekHoursProps = { schedule: { hours: HOURS }, now: pdt("2026-07-11T12:00") };
    render(h(WeekHours, props));
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "Monday7 AM – 9 PM",
      "Tuesday7 AM – 9 PM",
      "Wednesday7 AM – 9 PM",
      "Thursday7 AM – 9 PM",
      "Friday7 AM – 9 PM",
      "Saturday (today)5 PM – 2 AM",
      "SundayClosed",
    ]);
  });

  it("marks special days with their date and name, and lists the ones after the coming week", () => {
    const schedule = {
      hours: HOURS,
      exceptions: [
        { date: "2026-07-09", kind: "closed" as const, ranges: [], label: "Staff picnic" },
        { date: "2026-07-24", kind: "open" as const, ranges: [{ opens: "17:00", closes: "01:00" }], label: "Art walk" },
      ],
      unconfirmedDays: [{ date: "2026-07-13", name: "Damboree" }],
    };
    render(h(WeekHours, { schedule, now: pdt("2026-07-08T12:00") }));
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "Monday, Jul 13Hours not confirmedSpecial hours: Damboree",
      "Tuesday7 AM – 9 PM",
      "Wednesday (today)7 AM – 9 PM",
      "Thursday, Jul 9ClosedSpecial hours: Staff picnic",
      "Friday7 AM – 9 PM",
      "Saturday5 PM – 2 AM",
      "SundayClosed",
      "Fri, Jul 24 Art walk: 5 PM – 1 AM",
    ]);
  });

  it("shows the note under the week, the note alone without a week, and a hint without either", () => {
    const { container, rerender } = render(
      h(WeekHours, { schedule: { hours: HOURS }, note: "Kitchen closes at 8", now: new Date() }),
    );
    expect(container.textContent).toMatch(/^Monday.*SundayClosedKitchen closes at 8$/);
    rerender(h(WeekHours, { schedule: { hours: null }, note: "Thu–Sun 11am until sold out", now: new Date() }));
    expect(container.textContent).toBe("Thu–Sun 11am until sold out");
    rerender(h(WeekHours, { schedule: { hours: null }, now: new Date() }));
    expect(container.textContent).toBe("Please check website or call for current hours");
  });
});
