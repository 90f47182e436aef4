import type { CommunityEvent } from "./event";
import { groupSingleDates, listed, otherDatesText } from "./event-groups";
import { addDays } from "./dates";

const TODAY = "2026-12-01";
const single = (uid: string, date: string, more: Partial<CommunityEvent> = {}): CommunityEvent => ({
  id: `${uid}-${date}`,
  title: uid,
  description: "<p>x</p>",
  excerpt: "",
  date,
  displayDate: date,
  time: "9:00 AM",
  location: "",
  image: "",
  category: "",
  featured: "false",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  imported: { sourceId: "src", key: `${uid}@${date}` },
  ...more,
});

describe("a calendar event's single dates, listed once", () => {
  it("lists a daily event of 370 dates as one entry at its next date, naming the dates after it", () => {
    const daily = Array.from({ length: 370 }, (_, i) => single("yoga@gym", addDays("2026-11-28", i)));
    const other = single("gala@club", "2026-12-05", { imported: { sourceId: "src", key: "gala@club" } });
    const list = groupSingleDates(
      [...daily, other].sort((a, b) => a.date.localeCompare(b.date)),
      TODAY,
    );
    const shown = list.filter(listed);
    expect(shown.map((e) => [e.title, e.date])).toEqual([
      ["yoga@gym", "2026-12-01"],
      ["gala@club", "2026-12-05"],
    ]);
    expect(shown[0]!.otherDates).toEqual({
      dates: ["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"],
      more: 361,
    });
    expect(otherDatesText(shown[0]!)).toBe(
      "Also on December 2, December 3, December 4, December 5, December 6 and 361 more dates",
    );
    expect(list).toHaveLength(371); // every date keeps its own event
  });

  it("skips cancelled dates, and keeps one whose dates have all passed once, at its last", () => {
    const dates = [
      single("club@x", "2026-12-01", { cancelled: true }),
      single("club@x", "2026-12-08"),
      single("club@x", "2026-12-15"),
    ];
    const shown = groupSingleDates(dates, TODAY).filter(listed);
    expect(shown.map((e) => e.date)).toEqual(["2026-12-08"]);
    expect(otherDatesText(shown[0]!)).toBe("Also on December 15");
    const over = groupSingleDates(dates, "2027-01-01").filter(listed);
    expect(over.map((e) => e.date)).toEqual(["2026-12-15"]);
  });
});
