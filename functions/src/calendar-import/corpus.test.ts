/**
 * Real calendar files as the guarantee (issue 42): each file of corpus/ (other projects' test data, each with its
 * origin and licence in corpus/SOURCES.tsv) is imported as the site imports it, and the dates the site then shows
 * — day, local start, last day — are compared with an independent expansion of the same file (ical.js, on the
 * site's clock through @date-fns/tz) over the coming 12 months. A file dated in the past is run a second time with
 * the import's clock set back to the day before it starts, so its recurrences, changed and skipped dates are
 * compared too. Where ical.js is wrong, KNOWN says why, per file; any other disagreement fails.
 * `FUZZ_PROFILE=deep` (npm run test:deep) also runs every file on a spread of days.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addDays } from "@main-street/domain/dates";
import { icalDates, shownKey, siteDates } from "./corpus-oracle";
import { testToday } from "../../../scripts/test/test-clock";

const DIR = join(__dirname, "corpus");
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith(".ics"))
  .sort();

/** Where the independent side is wrong or can't answer, and why (the site's reading is the one a calendar app shows). */
const KNOWN: Record<string, string> = {
  "icalendar--example.ics":
    "DTSTART:20220101 is a date written without VALUE=DATE; ical.js refuses it, calendar apps and the site read the date",
  "icalendar--issue_1633_rdate_with_dates_and_tzid.ics":
    "RDATE;VALUE=PERIOD:19970101/19970102 gives dates where a PERIOD needs date-times; ical.js refuses it",
  "icalendar--issue_156_RDATE_with_PERIOD_TZID_khal.ics":
    'an RDATE PERIOD list in "Central Standard Time", a zone without a VTIMEZONE: ical.js fails inside its iterator',
  "icalendar--issue_526_calendar_with_events.ics":
    'TZID "Western/Central Europe" is no zone anyone knows (no VTIMEZONE): the site reads it as its own time and says so',
  "khal--tz_windows_format.ics":
    'its VTIMEZONE for "New Zealand Standard Time" gives Central European offsets (+01:00 in November); Outlook and the site read the Windows zone (Pacific/Auckland), ical.js the broken VTIMEZONE',
  "node-ical--biweekly-exdate-until.ics":
    "EXDATE:20200116 is a date written without VALUE=DATE; ical.js refuses the whole event",
  "node-ical--exchange_whole_day_moved_recurrence_offset_tz.ics":
    "RECURRENCE-ID;TZID=UTC+01:20260226T000000 names February 26 of an all-day series; ical.js, not knowing the zone, doesn't match it and shows the 26th unmoved, where Exchange (and the site) moved it to the 27th (node-ical issue 459)",
  "node-ical--exchange_whole_day_moved_recurrence.ics":
    "an Exchange all-day series: its RECURRENCE-ID (W. Europe Standard Time, midnight) names February 26 and its UNTIL (22:00 UTC) the start of August 18 there; ical.js matches neither to an all-day date, so it shows the 26th unmoved and drops the last date, where Exchange (and the site) move it to the 27th and keep August 18",
  "icalendar--alarm_outlook_in_future.ics":
    "an Exchange all-day series: EXDATE;TZID=GMT Standard Time:20240715T000000 skips July 15 and UNTIL=20240728T230000Z keeps July 29 (midnight in London); ical.js compares them as instants with all-day dates, keeping the 15th and dropping the 29th",
  "node-ical--exdate_date_only.ics": "EXDATE:20400116 is a date written without VALUE=DATE; ical.js refuses the event",
  "node-ical--germany_at_end_of_day_repeating.ics":
    "TZID Europe/Germany is no zone anyone knows (no VTIMEZONE): the site reads it as its own time and says so",
  "node-ical--mixed-timezone-handling.ics":
    "DTSTART:20021028 is a date written without VALUE=DATE; ical.js refuses that event",
  "node-ical--test_date_duration.ics":
    "DTSTART:20240215 is a date written without VALUE=DATE; ical.js refuses it (its DURATION:PT1W isn't a duration either: the site reads one day)",
};

/** The day before the file's first start: its own time. */
function ownDay(text: string): string | null {
  const events = text
    .split(/^BEGIN:VEVENT/m)
    .slice(1)
    .join("\n");
  const starts = [...events.matchAll(/^DTSTART[^:\n]*:(\d{4})(\d{2})(\d{2})/gm)].map((m) => `${m[1]}-${m[2]}-${m[3]}`);
  const first = starts.sort()[0];
  return first ? addDays(first, -1) : null;
}

const deep = process.env.FUZZ_PROFILE === "deep";
const today = testToday();
/** The clocks each file is run at: today, its own time, and under test:deep a spread of days. */
function clocks(text: string): string[] {
  const own = ownDay(text);
  const spread = deep ? ["2026-03-07", "2026-03-08", "2026-10-31", "2026-11-01", "2026-12-31", "2028-02-29"] : [];
  return [...new Set([today, ...(own && own < today ? [own] : []), ...spread])];
}

test(`the site shows what calendar apps show for ${FILES.length} real calendar files`, () => {
  let events = 0;
  let compared = 0;
  const disagreements: string[] = [];
  const unexplained: string[] = [];
  for (const file of FILES) {
    const text = readFileSync(join(DIR, file), "utf8");
    for (const day of clocks(text)) {
      const site = siteDates(text, day);
      const independent = icalDates(text, day);
      events += site.events;
      // What ical.js can't read isn't compared; KNOWN must say why.
      const mine = new Set(site.dates.filter((d) => !independent.unreadableUids.has(d.uid)).map(shownKey));
      const theirs = new Set(independent.dates.map(shownKey));
      compared += new Set([...mine, ...theirs]).size;
      const missing = [...theirs].filter((k) => !mine.has(k));
      const extra = [...mine].filter((k) => !theirs.has(k));
      if (independent.unreadable.length && !KNOWN[file]) unexplained.push(`${file}: ${independent.unreadable[0]}`);
      if ((missing.length || extra.length) && !KNOWN[file])
        disagreements.push(
          `${file} on ${day}: not on the site ${JSON.stringify(missing.slice(0, 4))}, only on the site ` +
            JSON.stringify(extra.slice(0, 4)),
        );
    }
  }
  console.log(
    `calendar corpus: ${FILES.length} files, ${events} events imported, ${compared} dates compared, ` +
      `${Object.keys(KNOWN).length} files where ical.js can't read or is wrong (KNOWN), ${disagreements.length} disagreements`,
  );
  expect({ disagreements, unexplained }).toEqual({ disagreements: [], unexplained: [] });
});

test("every file in the corpus names its origin and licence", () => {
  const rows = readFileSync(join(DIR, "SOURCES.tsv"), "utf8").trim().split("\n").slice(1);
  const named = new Map(rows.map((row) => row.split("\t")).map((cells) => [cells[0], cells]));
  for (const file of FILES) {
    const cells = named.get(file);
    expect({ file, cells: cells?.length }).toEqual({ file, cells: 5 });
    expect(cells![3]).toMatch(/^[0-9a-f]{40}$/);
    expect(["Apache-2.0", "BSD-2-Clause", "MIT"]).toContain(cells![4]);
  }
});
