import { pacificTime } from "./format";

test("shows the submission time in Pacific time, summer and winter", () => {
  expect(pacificTime("2026-07-04T19:30:00Z")).toBe("Jul 4, 2026, 12:30 PM PDT");
  expect(pacificTime("2026-01-15T08:05:00Z")).toBe("Jan 15, 2026, 12:05 AM PST");
  expect(pacificTime("not a date")).toBe("");
});
