import type { CalendarRun } from "@main-street/domain/calendar-sources";
import { lastRunText, runCounts } from "./run-text";

const run: CalendarRun = {
  at: "2026-07-04T22:05:00.000Z",
  added: 3,
  updated: 1,
  cancelled: 0,
  inbox: 2,
  error: "",
  warnings: [],
};

it("says what a run changed, and when in Pacific time", () => {
  expect(runCounts(run)).toBe("3 added, 1 updated, 0 cancelled, 2 sent to the inbox");
  expect(lastRunText(run)).toBe(
    "Imported Jul 4, 2026, 3:05 PM PDT: 3 added, 1 updated, 0 cancelled, 2 sent to the inbox",
  );
});

it("says why a run failed, and when a source was never run", () => {
  expect(lastRunText({ ...run, error: "There's no calendar at that address (the server answered 404)" })).toBe(
    "Failed Jul 4, 2026, 3:05 PM PDT: There's no calendar at that address (the server answered 404)",
  );
  expect(lastRunText(null)).toBe("Not imported yet");
});
