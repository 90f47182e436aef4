/** The site's one time format (docs/product.md#time-format), from the free texts the seed and staff wrote. */
import { describeRepeatRule, parseRepeatRule } from "./repeat-rule";
import { clockRangeText, formatEventTime } from "./time-format";

describe("formatEventTime", () => {
  it.each([
    ["5-8 PM", "5 PM – 8 PM"],
    ["9am–4pm", "9 AM – 4 PM"],
    ["8 AM-noon", "8 AM – 12 PM"],
    ["6:00 PM", "6 PM"],
    ["6:30 PM", "6:30 PM"],
    ["10am–11:30am", "10 AM – 11:30 AM"],
    ["11 AM - 3 PM", "11 AM – 3 PM"],
    ["6:00 PM – 9:00 PM", "6 PM – 9 PM"],
    ["9pm-1am", "9 PM – 1 AM"],
    ["19:00", "7 PM"],
  ])("writes %j as %j", (text, shown) => {
    expect(formatEventTime(text)).toBe(shown);
  });

  it.each([
    ["All day", "All day"],
    ["  Evening ", "Evening"],
    ["", ""],
  ])("shows a time it can't read as written: %j", (text, shown) => {
    expect(formatEventTime(text)).toBe(shown);
  });

  it("writes the same text however a time was typed", () => {
    const typed = ["5-8 PM", "5 to 8 pm", "5:00 PM - 8:00 PM", "5pm–8pm", "17:00-20:00"];
    expect(new Set(typed.map(formatEventTime))).toEqual(new Set(["5 PM – 8 PM"]));
  });
});

describe("clockRangeText", () => {
  it("writes a start alone when there is no end, or the end is the start", () => {
    expect(clockRangeText(19 * 60, null)).toBe("7 PM");
    expect(clockRangeText(19 * 60, 19 * 60)).toBe("7 PM");
    expect(clockRangeText(0, 24 * 60 + 30)).toBe("12 AM – 12:30 AM");
  });
});

describe("a series' rule in words", () => {
  it("writes its time in the site's format", () => {
    const parsed = parseRepeatRule("FREQ=WEEKLY;BYDAY=SA;UNTIL=20260627");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(describeRepeatRule(parsed.rule, "2026-01-03", "8 AM-noon")).toBe(
      "Every Saturday, 8 AM – 12 PM, until June 27, 2026",
    );
  });
});
