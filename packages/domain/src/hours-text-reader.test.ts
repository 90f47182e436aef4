import { readHoursText } from "./hours-text-reader";
import { closedWeek, type WeeklyHours } from "./weekly-hours";

const r = (opens: string, closes: string) => ({ opens, closes });
const week = (days: Partial<WeeklyHours>): WeeklyHours => ({ ...closedWeek(), ...days });
const read = (text: string) => {
  const reading = readHoursText(text);
  if (!reading.ok) throw new Error(`not read: ${reading.problems.join("; ")}`);
  return reading;
};
const problems = (text: string) => {
  const reading = readHoursText(text);
  return reading.ok ? [] : reading.problems;
};

describe("reading hours written as text", () => {
  it("reads days, day ranges and 12-hour times with noon", () => {
    const nine = [r("10:00", "18:00")];
    expect(read("Mon–Sat 10am–6pm, Sun noon–5pm").week).toEqual(
      week({ Mo: nine, Tu: nine, We: nine, Th: nine, Fr: nine, Sa: nine, Su: [r("12:00", "17:00")] }),
    );
  });

  it("reads Daily, and a range up to noon", () => {
    const morning = [r("05:00", "12:00")];
    expect(read("Daily 5am–noon").week).toEqual(
      week({ Mo: morning, Tu: morning, We: morning, Th: morning, Fr: morning, Sa: morning, Su: morning }),
    );
  });

  it("reads 24 hours as every day, all day", () => {
    const allDay = [r("00:00", "00:00")];
    const everyDay = week({ Mo: allDay, Tu: allDay, We: allDay, Th: allDay, Fr: allDay, Sa: allDay, Su: allDay });
    expect(read("24 hours").week).toEqual(everyDay);
    expect(read("Open 24/7").week).toEqual(everyDay);
    expect(read("Sat–Sun 24 hours").week).toEqual(week({ Sa: allDay, Su: allDay }));
  });

  it("reads Closed with a day, before or after it, over a wider range", () => {
    const day = [r("09:00", "17:00")];
    const tueToSun = { Tu: day, We: day, Th: day, Fr: day, Sa: day, Su: day };
    expect(read("Daily 9am–5pm, closed Mondays").week).toEqual(week(tueToSun));
    expect(read("Closed Mondays; daily 9am-5pm").week).toEqual(week({ Mo: day, ...tueToSun }));
    expect(read("Tue–Sun 9–5, Mon closed").week).toEqual(week(tueToSun));
  });

  it("reads ranges past midnight, midnight itself and 24-hour clock times", () => {
    expect(read("Fri–Sat 5pm–2am").week).toEqual(week({ Fr: [r("17:00", "02:00")], Sa: [r("17:00", "02:00")] }));
    expect(read("Daily 11am–midnight").week.Mo).toEqual([r("11:00", "00:00")]);
    expect(read("Mon 17:30 - 23:00").week.Mo).toEqual([r("17:30", "23:00")]);
  });

  it("reads two ranges a day, day lists, weekends, 'to' and 'except'", () => {
    const split = [r("11:00", "14:00"), r("17:00", "21:00")];
    expect(read("Mon–Fri 11am–2pm, 5pm–9pm").week).toEqual(
      week({ Mo: split, Tu: split, We: split, Th: split, Fr: split }),
    );
    expect(read("Mon, Wed & Fri 9:30am to 4:30pm").week).toEqual(
      week({ Mo: [r("09:30", "16:30")], We: [r("09:30", "16:30")], Fr: [r("09:30", "16:30")] }),
    );
    expect(read("Weekends 8 a.m. - 1 p.m.").week).toEqual(
      week({ Sa: [r("08:00", "13:00")], Su: [r("08:00", "13:00")] }),
    );
    expect(Object.values(read("Daily except Tuesday 7am-3pm").week).filter((d) => d.length === 0)).toHaveLength(1);
  });

  it("takes am or pm from the other end of a range, and the usual reading of '9–5'", () => {
    expect(read("Daily 10–6pm").week.Mo).toEqual([r("10:00", "18:00")]);
    expect(read("Daily 5–9pm").week.Mo).toEqual([r("17:00", "21:00")]);
    expect(read("Daily 9pm–2").week.Mo).toEqual([r("21:00", "02:00")]);
    expect(read("Mon–Fri 9–5").week.Fr).toEqual([r("09:00", "17:00")]);
    expect(read("Sun 12–5").week.Su).toEqual([r("12:00", "17:00")]);
  });

  it("lets a later line change the days it names, and says a day nobody named is closed", () => {
    const reading = read("Daily 9am–6pm\nSun 11am–4pm");
    expect(reading.week.Sa).toEqual([r("09:00", "18:00")]);
    expect(reading.week.Su).toEqual([r("11:00", "16:00")]);
    expect(read("Mon–Sat 10am–5:30pm").week.Su).toEqual([]);
  });

  it("keeps words in brackets as notes", () => {
    const reading = read("Daily 11am–10pm (kitchen closes 9pm)");
    expect(reading.notes).toEqual(["kitchen closes 9pm"]);
    expect(reading.week.Th).toEqual([r("11:00", "22:00")]);
  });

  it("names what it can't read, and then reads nothing, so no day is taken as closed by mistake", () => {
    expect(problems("Thu–Sun 11am until sold out")).toEqual(['Couldn\'t read "Thu–Sun 11am until sold out"']);
    expect(problems("Mon–Fri 9am–5pm, Sat by appointment")).toEqual(['Couldn\'t read "Sat by appointment"']);
    expect(problems("Front desk 24 hours; check-in 3pm, check-out 11am")).toHaveLength(3);
    expect(problems("Mon–Fri 7–11")).toEqual(['Add am or pm to the times in "Mon–Fri 7–11"']);
    expect(problems("9am–5pm")).toEqual(['Say which days for "9am–5pm" (e.g. "Daily" or "Mon–Fri")']);
    expect(problems("Mon–Fri")).toEqual(["No times for Mon, Tue, Wed, Thu, Fri"]);
    expect(problems("Daily 10am")).toEqual(['Give an opening and a closing time in "Daily 10am"']);
    expect(problems("Closed Mondays")).toEqual(["No opening times found"]);
    expect(problems("Mon 9am–1pm, 12pm–5pm")).toEqual(["Monday: The ranges overlap"]);
    expect(problems("Daily 13pm–5pm")).toHaveLength(1);
    expect(problems("")).toEqual(["No opening times found"]);
  });
});
