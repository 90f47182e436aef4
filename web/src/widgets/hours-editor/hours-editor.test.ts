/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { createElement as h, useState } from "react";
import type { OpeningHours } from "@main-street/domain/business";
import { fromWeekGrid, HoursEditor, toWeekGrid, weekGridProblems, type HoursEditorProps, type WeekGrid } from "./index";

// Time fields get `input` events, as a browser sends while the visitor types (React's onChange listens to them).

/** The editor inside a form-like owner that shows what would be saved. */
function Harness({ initial }: { initial: OpeningHours }) {
  const [grid, setGrid] = useState<WeekGrid>(() => toWeekGrid(initial));
  const saved = Object.keys(weekGridProblems(grid)).length ? "not ready" : JSON.stringify(fromWeekGrid(grid));
  const props: HoursEditorProps = { value: grid, onChange: setGrid };
  return h("div", null, h(HoursEditor, props), h("output", null, saved));
}

const saved = () => screen.getByRole("status").textContent;

describe("HoursEditor", () => {
  it("shows each day with labelled controls, starting from the stored hours", () => {
    render(h(Harness, { initial: [{ days: ["Mo", "Tu"], opens: "09:00", closes: "17:00" }] }));
    expect(screen.getByRole("group", { name: "Opening hours" })).toBeTruthy();
    expect((screen.getByLabelText("Monday hours") as HTMLSelectElement).value).toBe("open");
    expect((screen.getByLabelText("Monday, opens") as HTMLInputElement).value).toBe("09:00");
    expect((screen.getByLabelText("Wednesday hours") as HTMLSelectElement).value).toBe("closed");
    expect(screen.queryByLabelText("Wednesday, opens")).toBeNull();
    expect(saved()).toBe(JSON.stringify([{ days: ["Mo", "Tu"], opens: "09:00", closes: "17:00" }]));
  });

  it("opens a day, edits its times, and merges it with days that have the same hours", () => {
    render(h(Harness, { initial: [{ days: ["Mo"], opens: "09:00", closes: "17:00" }] }));
    fireEvent.change(screen.getByLabelText("Tuesday hours"), { target: { value: "open" } });
    fireEvent.input(screen.getByLabelText("Tuesday, closes"), { target: { value: "18:00" } });
    expect(saved()).toBe(
      JSON.stringify([
        { days: ["Mo"], opens: "09:00", closes: "17:00" },
        { days: ["Tu"], opens: "09:00", closes: "18:00" },
      ]),
    );
    fireEvent.input(screen.getByLabelText("Tuesday, closes"), { target: { value: "17:00" } });
    expect(saved()).toBe(JSON.stringify([{ days: ["Mo", "Tu"], opens: "09:00", closes: "17:00" }]));
  });

  it("adds a second range, reports an incomplete or overlapping one, and removes it", () => {
    render(h(Harness, { initial: [{ days: ["Fr"], opens: "11:00", closes: "14:00" }] }));
    fireEvent.click(screen.getByRole("button", { name: "Add a second range on Friday" }));
    expect(saved()).toBe("not ready");
    expect(screen.getByText("Enter an opening and a closing time")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Friday, second range, opens"), { target: { value: "13:00" } });
    fireEvent.input(screen.getByLabelText("Friday, second range, closes"), { target: { value: "02:00" } });
    expect(screen.getByText("The two ranges overlap")).toBeTruthy();
    expect(screen.getByLabelText("Friday, second range, opens").getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Friday, second range, opens"), { target: { value: "17:00" } });
    expect(screen.getByText("closes the next day")).toBeTruthy();
    expect(saved()).toBe(
      JSON.stringify([
        { days: ["Fr"], opens: "11:00", closes: "14:00" },
        { days: ["Fr"], opens: "17:00", closes: "02:00" },
      ]),
    );
    expect(screen.queryByRole("button", { name: "Add a second range on Friday" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove Friday" }));
    expect(saved()).toBe(JSON.stringify([{ days: ["Fr"], opens: "17:00", closes: "02:00" }]));
  });

  it("sets a day to 24 hours or closed, and copies a day to the rest of the week", () => {
    render(h(Harness, { initial: [{ days: ["Mo"], opens: "08:00", closes: "16:00" }] }));
    fireEvent.click(screen.getByRole("button", { name: "Copy Monday's hours to Tuesday–Sunday" }));
    fireEvent.change(screen.getByLabelText("Saturday hours"), { target: { value: "all-day" } });
    fireEvent.change(screen.getByLabelText("Sunday hours"), { target: { value: "closed" } });
    expect(saved()).toBe(
      JSON.stringify([
        { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "08:00", closes: "16:00" },
        { days: ["Sa"], opens: "00:00", closes: "00:00" },
      ]),
    );
    expect(screen.queryByRole("button", { name: /Copy Sunday/ })).toBeNull();
  });
});
