import { shortDay, sparklinePoints, sparklineText } from "./sparkline";

const days = ["2025-02-27", "2025-02-28", "2025-03-01"];

it("says what the chart shows in words", () => {
  expect(sparklineText("Page views", [2, 7, 1], days)).toBe(
    "Page views per day, Feb 27 to Mar 1: 10 in all, most 7 on Feb 28.",
  );
  expect(sparklineText("Phone taps", [0, 0, 0], days)).toBe("Phone taps per day, Feb 27 to Mar 1: none.");
  expect(shortDay("2025-12-31")).toBe("Dec 31");
});

it("draws the days left to right, the highest at the top and zero at the bottom", () => {
  expect(sparklinePoints([0, 4, 2], 104, 34)).toBe("2.0,32.0 52.0,2.0 102.0,17.0");
  expect(sparklinePoints([0, 0], 104, 34)).toBe("2.0,32.0 102.0,32.0");
});
