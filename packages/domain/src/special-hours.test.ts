/** Special hours applied by every reader of hours (docs/product.md#hours, docs/decisions/0080-special-hours.md). */
import { isOpenNow, openStatus, openUntil, specialOpeningHoursSpecification } from "./opening-hours";
import { openNowText } from "./opening-hours-text";
import { comingWeek } from "./week-hours-text";
import { comingSpecialDays, dayHours, type HoursException, type HoursSchedule } from "./special-hours";
import { weekOf } from "./weekly-hours";
import { pdt, pst } from "../../../scripts/test/fixtures/pacific-time";

// 2026-11-26 is Thanksgiving, a Thursday (PST); 2026-07-03 is a Friday (PDT).
const ALL_WEEK = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
const NINE_TO_FIVE = weekOf([{ days: [...ALL_WEEK], opens: "09:00", closes: "17:00" }]);
const closed = (date: string, label = ""): HoursException => ({ date, kind: "closed", ranges: [], label });
const open = (date: string, opens: string, closes: string, label = ""): HoursException => ({
  date,
  kind: "open",
  ranges: [{ opens, closes }],
  label,
});
const THANKSGIVING = { date: "2026-11-26", name: "Thanksgiving" };

describe("a day closed by an exception", () => {
  const shop: HoursSchedule = { hours: NINE_TO_FIVE, exceptions: [closed("2026-11-26", "Thanksgiving")] };

  it("says so all day, and Open now leaves it out", () => {
    for (const at of ["2026-11-26T00:30", "2026-11-26T12:00", "2026-11-26T23:00"]) {
      expect(openNowText(shop, pst(at))).toBe("Closed today – Thanksgiving");
      expect(isOpenNow(shop, pst(at))).toBe(false);
    }
  });

  it("is skipped by the next opening named the day before, and the day after keeps its hours", () => {
    expect(openNowText(shop, pst("2026-11-25T18:00"))).toBe("Closed · opens 9 AM Fri");
    expect(openNowText(shop, pst("2026-11-27T10:00"))).toBe("Open now · closes 5 PM");
  });

  it("without a label says it is special hours", () => {
    expect(openNowText({ hours: NINE_TO_FIVE, exceptions: [closed("2026-11-26")] }, pst("2026-11-26T12:00"))).toBe(
      "Closed today – special hours",
    );
  });

  it("leaves the night before's range past midnight as it is: it ends where it says", () => {
    const bar: HoursSchedule = {
      hours: weekOf([{ days: [...ALL_WEEK], opens: "17:00", closes: "02:00" }]),
      exceptions: [closed("2026-11-26", "Thanksgiving")],
    };
    expect(openNowText(bar, pst("2026-11-26T01:00"))).toBe("Open now · closes 2 AM");
    expect(openNowText(bar, pst("2026-11-26T03:00"))).toBe("Closed today – Thanksgiving");
    expect(openUntil(bar, "2026-11-26", 60)).toBe(120);
    expect(openUntil(bar, "2026-11-26", 20 * 60)).toBeNull();
  });
});

describe("an exception with other hours, past midnight", () => {
  // Regular Friday 9–5 and Saturday 10–6; the art walk keeps it open Friday from 5 PM to 1 AM instead.
  const gallery: HoursSchedule = {
    hours: weekOf([
      { days: ["Fr"], opens: "09:00", closes: "17:00" },
      { days: ["Sa"], opens: "10:00", closes: "18:00" },
    ]),
    exceptions: [open("2026-07-03", "17:00", "01:00", "Art walk")],
  };

  it("replaces the day's own hours and names the exception", () => {
    expect(openNowText(gallery, pdt("2026-07-03T12:00"))).toBe("Closed · opens 5 PM – Art walk");
    expect(openNowText(gallery, pdt("2026-07-03T21:00"))).toBe("Open until 1 AM tonight – Art walk");
    expect(openNowText(gallery, pdt("2026-07-04T00:30"))).toBe("Open until 1 AM tonight – Art walk");
  });

  it("ends where it says, and the next day keeps its own hours (not closed, not extended)", () => {
    expect(openStatus(gallery, pdt("2026-07-04T01:00")).state).toBe("closed");
    expect(openNowText(gallery, pdt("2026-07-04T01:00"))).toBe("Closed · opens 10 AM");
    expect(openNowText(gallery, pdt("2026-07-04T10:30"))).toBe("Open now · closes 6 PM");
    expect(dayHours(gallery, "2026-07-04")).toMatchObject({
      kind: "regular",
      ranges: [{ opens: "10:00", closes: "18:00" }],
    });
  });

  it("counts for Open late: open at 8 PM until 1 AM that night", () => {
    expect(openUntil(gallery, "2026-07-03", 20 * 60)).toBe(25 * 60);
    expect(openUntil(gallery, "2026-07-04", 20 * 60)).toBeNull();
  });

  it("closes on the fall-back night at the first 1:30, as every wall time does", () => {
    const night: HoursSchedule = {
      hours: NINE_TO_FIVE,
      exceptions: [open("2026-10-31", "20:00", "01:30", "Halloween")],
    };
    expect(openStatus(night, pdt("2026-11-01T01:00"))).toMatchObject({
      state: "open",
      closesAt: pdt("2026-11-01T01:30"),
    });
    expect(openStatus(night, pst("2026-11-01T01:10")).state).toBe("closed");
  });
});

describe("a district day nobody answered", () => {
  const shop: HoursSchedule = { hours: NINE_TO_FIVE, unconfirmedDays: [THANKSGIVING] };

  it("says the holiday hours aren't confirmed that day, never open or closed, and Open now leaves it out", () => {
    expect(openNowText(shop, pst("2026-11-26T12:00"))).toBe("Holiday hours not confirmed");
    expect(isOpenNow(shop, pst("2026-11-26T12:00"))).toBe(false);
    expect(openUntil(shop, "2026-11-26", 20 * 60)).toBeNull();
  });

  it("doesn't guess the next opening across it", () => {
    expect(openNowText(shop, pst("2026-11-25T18:00"))).toBe("Closed · Thanksgiving hours not confirmed");
    const always: HoursSchedule = { hours: weekOf([{ days: [...ALL_WEEK], opens: "00:00", closes: "00:00" }]) };
    expect(openNowText({ ...always, unconfirmedDays: [THANKSGIVING] }, pst("2026-11-25T18:00"))).toBe(
      "Open now · Thanksgiving hours not confirmed",
    );
    expect(openNowText(always, pst("2026-11-25T18:00"))).toBe("Open 24 hours");
  });

  it("reads the answer instead once there is one", () => {
    const answered = { ...shop, exceptions: [{ ...closed("2026-11-26"), kind: "usual" as const }] };
    expect(openNowText(answered, pst("2026-11-26T12:00"))).toBe("Open now · closes 5 PM");
    // The server joins only unanswered days, but an answer wins even if a stale join lists the day.
    expect(dayHours(answered, "2026-11-26").kind).toBe("regular");
  });
});

describe("a season", () => {
  const summer = weekOf([{ days: [...ALL_WEEK], opens: "07:00", closes: "21:00" }]);
  const shop: HoursSchedule = {
    hours: NINE_TO_FIVE,
    seasons: [{ from: "2026-06-01", to: "2026-09-30", label: "Summer hours", hours: summer }],
    exceptions: [closed("2026-07-04", "Damboree"), { ...closed("2026-07-05"), kind: "usual" }],
  };

  it("has its own week from its first to its last day, and the week holds outside it", () => {
    expect(openNowText(shop, pdt("2026-06-01T08:00"))).toBe("Open now · closes 9 PM");
    expect(openNowText(shop, pdt("2026-09-30T20:00"))).toBe("Open now · closes 9 PM");
    expect(openNowText(shop, pdt("2026-10-01T08:00"))).toBe("Closed · opens 9 AM");
    expect(openNowText(shop, pdt("2026-05-31T08:00"))).toBe("Closed · opens 9 AM");
  });

  it("gives way to an exception; a day confirmed as usual has the season's hours", () => {
    expect(openNowText(shop, pdt("2026-07-04T12:00"))).toBe("Closed today – Damboree");
    expect(openNowText(shop, pdt("2026-07-05T20:00"))).toBe("Open now · closes 9 PM");
  });
});

describe("special hours need a week", () => {
  it("give no label and never Open now without one", () => {
    const noWeek: HoursSchedule = { hours: null, exceptions: [open("2026-07-03", "09:00", "17:00")] };
    expect(openNowText(noWeek, pdt("2026-07-03T12:00"))).toBeNull();
    expect(isOpenNow(noWeek, pdt("2026-07-03T12:00"))).toBe(false);
    expect(specialOpeningHoursSpecification(noWeek, "2026-07-01")).toEqual([]);
  });
});

describe("the coming week's table", () => {
  const shop: HoursSchedule = {
    hours: NINE_TO_FIVE,
    exceptions: [closed("2026-11-26", "Thanksgiving"), open("2026-11-27", "10:00", "14:00")],
    unconfirmedDays: [{ date: "2026-11-30", name: "Cyber Monday" }],
  };

  it("lists each weekday's next date from today, Monday first, with its special hours marked", () => {
    const rows = comingWeek(shop, pst("2026-11-25T12:00")); // a Wednesday
    expect(rows.map((r) => [r.name, r.date, r.text, r.special, r.today])).toEqual([
      ["Monday", "2026-11-30", "Hours not confirmed", "Cyber Monday", false],
      ["Tuesday", "2026-12-01", "9 AM – 5 PM", null, false],
      ["Wednesday", "2026-11-25", "9 AM – 5 PM", null, true],
      ["Thursday", "2026-11-26", "Closed", "Thanksgiving", false],
      ["Friday", "2026-11-27", "10 AM – 2 PM", "special hours", false],
      ["Saturday", "2026-11-28", "9 AM – 5 PM", null, false],
      ["Sunday", "2026-11-29", "9 AM – 5 PM", null, false],
    ]);
  });

  it("lists the coming special days by date, an answered district day once", () => {
    const days = comingSpecialDays(
      { ...shop, unconfirmedDays: [...shop.unconfirmedDays!, THANKSGIVING] },
      "2026-11-26",
      30,
    );
    expect(days.map((d) => [d.date, d.kind])).toEqual([
      ["2026-11-26", "exception"],
      ["2026-11-27", "exception"],
      ["2026-11-30", "unconfirmed"],
    ]);
  });
});

describe("search engines' special opening hours", () => {
  it("give each exception from today on (closed as 00:00–00:00) and each season's week for its dates", () => {
    const shop: HoursSchedule = {
      hours: NINE_TO_FIVE,
      exceptions: [
        closed("2026-11-20", "Past"),
        closed("2026-11-26", "Thanksgiving"),
        open("2026-12-31", "18:00", "01:00", "New Year's Eve"),
        { ...closed("2026-12-24"), kind: "usual" },
      ],
      seasons: [
        {
          from: "2026-12-01",
          to: "2026-12-23",
          label: "Holiday shopping",
          hours: weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "00:00", closes: "00:00" }]),
        },
      ],
    };
    const span = { validFrom: "2026-12-01", validThrough: "2026-12-23" };
    expect(specialOpeningHoursSpecification(shop, "2026-11-21")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "00:00",
        closes: "23:59",
        ...span,
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday"],
        opens: "00:00",
        closes: "00:00",
        ...span,
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "18:00",
        closes: "01:00",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
      },
    ]);
  });
});
