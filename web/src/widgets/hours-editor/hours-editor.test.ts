/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { createElement as h, useState } from "react";
import { weekOf, type WeeklyHours } from "@main-street/domain/weekly-hours";
import { weekSummary } from "@main-street/domain/week-hours-text";
import {
  fromWeekGrid,
  HoursEditor,
  HoursField,
  toWeekGrid,
  weekGridProblems,
  type HoursEditorProps,
  type HoursFieldProps,
  type WeekGrid,
} from "./index";

// Time fields get `input` events, as a browser sends while the visitor types (React's onChange listens to them).

/** The editor inside a form-like owner that shows what would be saved. */
function Harness({ initial }: { initial: WeeklyHours }) {
  const [grid, setGrid] = useState<WeekGrid>(() => toWeekGrid(initial)!);
  const saved = Object.keys(weekGridProblems(grid)).length ? "not ready" : JSON.stringify(fromWeekGrid(grid));
  const props: HoursEditorProps = { value: grid, onChange: setGrid };
  return h("div", null, h(HoursEditor, props), h("output", null, saved));
}

const saved = () => screen.getByRole("status").textContent;

describe("HoursEditor", () => {
  it("shows each day with labelled controls, starting from the stored hours", () => {
    render(h(Harness, { initial: weekOf([{ days: ["Mo", "Tu"], opens: "09:00", closes: "17:00" }]) }));
    expect(screen.getByRole("group", { name: "Opening hours" })).toBeTruthy();
    expect((screen.getByLabelText("Monday hours") as HTMLSelectElement).value).toBe("open");
    expect((screen.getByLabelText("Monday, opens") as HTMLInputElement).value).toBe("09:00");
    expect((screen.getByLabelText("Wednesday hours") as HTMLSelectElement).value).toBe("closed");
    expect(screen.queryByLabelText("Wednesday, opens")).toBeNull();
    expect(saved()).toBe(JSON.stringify(weekOf([{ days: ["Mo", "Tu"], opens: "09:00", closes: "17:00" }])));
  });

  it("opens a day, edits its times, and merges it with days that have the same hours", () => {
    render(h(Harness, { initial: weekOf([{ days: ["Mo"], opens: "09:00", closes: "17:00" }]) }));
    fireEvent.change(screen.getByLabelText("Tuesday hours"), { target: { value: "open" } });
    fireEvent.input(screen.getByLabelText("Tuesday, closes"), { target: { value: "18:00" } });
    expect(saved()).toBe(
      JSON.stringify(
        weekOf([
          { days: ["Mo"], opens: "09:00", closes: "17:00" },
          { days: ["Tu"], opens: "09:00", closes: "18:00" },
        ]),
      ),
    );
    fireEvent.input(screen.getByLabelText("Tuesday, closes"), { target: { value: "17:00" } });
    expect(saved()).toBe(JSON.stringify(weekOf([{ days: ["Mo", "Tu"], opens: "09:00", closes: "17:00" }])));
  });

  it("adds a second range, reports an incomplete or overlapping one, and removes it", () => {
    render(h(Harness, { initial: weekOf([{ days: ["Fr"], opens: "11:00", closes: "14:00" }]) }));
    fireEvent.click(screen.getByRole("button", { name: "Add a second range on Friday" }));
    expect(saved()).toBe("not ready");
    expect(screen.getByText("Enter an opening and a closing time")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Friday, second range, opens"), { target: { value: "13:00" } });
    fireEvent.input(screen.getByLabelText("Friday, second range, closes"), { target: { value: "02:00" } });
    expect(screen.getByText("The ranges overlap")).toBeTruthy();
    expect(screen.getByLabelText("Friday, second range, opens").getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Friday, second range, opens"), { target: { value: "17:00" } });
    expect(screen.getByText("closes the next day")).toBeTruthy();
    expect(saved()).toBe(
      JSON.stringify(
        weekOf([
          { days: ["Fr"], opens: "11:00", closes: "14:00" },
          { days: ["Fr"], opens: "17:00", closes: "02:00" },
        ]),
      ),
    );
    expect(screen.queryByRole("button", { name: "Add a second range on Friday" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove Friday" }));
    expect(saved()).toBe(JSON.stringify(weekOf([{ days: ["Fr"], opens: "17:00", closes: "02:00" }])));
  });

  it("sets a day to 24 hours or closed, and copies a day to the rest of the week", () => {
    render(h(Harness, { initial: weekOf([{ days: ["Mo"], opens: "08:00", closes: "16:00" }]) }));
    fireEvent.click(screen.getByRole("button", { name: "Copy Monday's hours to Tuesday–Sunday" }));
    fireEvent.change(screen.getByLabelText("Saturday hours"), { target: { value: "all-day" } });
    fireEvent.change(screen.getByLabelText("Sunday hours"), { target: { value: "closed" } });
    expect(saved()).toBe(
      JSON.stringify(
        weekOf([
          { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "08:00", closes: "16:00" },
          { days: ["Sa"], opens: "00:00", closes: "00:00" },
        ]),
      ),
    );
    expect(screen.queryByRole("button", { name: /Copy Sunday/ })).toBeNull();
  });
});

/** The whole hours field in a form-like owner that shows the week and note it would save. */
function FieldHarness({ initial, note: initialNote }: { initial: WeeklyHours | null; note: string }) {
  const [week, setWeek] = useState<WeekGrid | null>(() => toWeekGrid(initial));
  const [note, setNote] = useState(initialNote);
  const props: HoursFieldProps = { week, onWeekChange: setWeek, note, onNoteChange: setNote };
  return h("div", null, h(HoursField, props), h("output", null, `${weekSummary(fromWeekGrid(week))} | ${note}`));
}

const fieldSaved = () => screen.getAllByRole("status").at(-1)!.textContent;

describe("HoursField", () => {
  it("reads pasted text, shows the week it read, and fills the grid only when told to", () => {
    render(h(FieldHarness, { initial: null, note: "" }));
    expect(screen.getByText("No opening hours are set day by day yet.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Paste hours as text"), {
      target: { value: "Mon–Sat 10am–6pm, Sun noon–5pm (closed Christmas)" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read these hours" }));
    const preview = screen.getByRole("region", { name: /We read these hours/ });
    expect(preview.textContent).toContain("Sunday12 PM – 5 PM");
    expect(preview.textContent).toContain("For the hours note: closed Christmas");
    expect(fieldSaved()).toBe("None listed | ");
    fireEvent.click(screen.getByRole("button", { name: "Use these hours" }));
    expect(fieldSaved()).toBe("Mon–Sat 10 AM – 6 PM; Sun 12 PM – 5 PM | closed Christmas");
    expect((screen.getByLabelText("Sunday, opens") as HTMLInputElement).value).toBe("12:00");
  });

  it("names what it can't read and fills nothing", () => {
    render(h(FieldHarness, { initial: weekOf([{ days: ["Mo"], opens: "09:00", closes: "17:00" }]), note: "" }));
    fireEvent.change(screen.getByLabelText("Paste hours as text"), {
      target: { value: "Thu–Sun 11am until sold out" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read these hours" }));
    expect(screen.getByText('Couldn\'t read "Thu–Sun 11am until sold out"')).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Use these hours" })).toBeNull();
    expect(fieldSaved()).toBe("Mon 9 AM – 5 PM; Tue–Sun closed | ");
  });

  it("reads an older listing's text hours from its note into the grid, leaving the words it couldn't place", () => {
    render(h(FieldHarness, { initial: null, note: "Daily 11am–10pm (kitchen closes 9pm)" }));
    expect(screen.queryByLabelText("Monday hours")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Read the note into the grid" }));
    fireEvent.click(screen.getByRole("button", { name: "Use these hours" }));
    expect(fieldSaved()).toBe("Daily 11 AM – 10 PM | kitchen closes 9pm");
  });
});
