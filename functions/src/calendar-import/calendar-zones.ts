/**
 * A calendar's times on the site's clock (America/Los_Angeles wall time, docs/product.md#recurring-events). A TZID
 * is read, in this order, as an IANA name (the rules the JavaScript engine carries), a Windows zone (CLDR's table,
 * through windows-iana) or an Outlook display name ("(UTC-05:00) Eastern Time (US & Canada)"), or the file's own
 * VTIMEZONE; UTC ('Z') is UTC; a floating time is the calendar's X-WR-TIMEZONE, else the site's. A zone nobody
 * knows is read as the site's, with a warning. Times already in the site's zone are kept as written (2:30 AM on the
 * spring-forward night stays 2:30 AM, as the site stores it). An all-day event's dates are its own: a date-time
 * given for one (Exchange's UNTIL, RECURRENCE-ID and EXDATE) is read as its date in the source's zone.
 */
import { findIana } from "windows-iana";
import { SITE_TIME_ZONE } from "@main-street/domain/dates";
import { textOf, type CalendarFile, type TimezoneBlock } from "./calendar-file";
import { readRule } from "./calendar-rule";
import { dayNumber, dayNumberOf, isoDay, readDateValue, type DateValue } from "./calendar-values";
import { expandRule, type ExpansionBudget } from "./rule-expansion";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** A wall-clock time: a date and minutes after midnight (null: a date, all-day). */
export interface Wall {
  date: string;
  minutes: number | null;
}

interface Zone {
  name: string;
  /** Minutes east of UTC at an instant. */
  offsetAt(instant: number): number;
}

const UTC: Zone = { name: "UTC", offsetAt: () => 0 };

/** An IANA zone through Intl, remembering each UTC day's offset when it doesn't change within the day. */
function intlZone(name: string): Zone {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: name,
    hourCycle: "h23",
    ...{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" },
  });
  const exact = (instant: number) => {
    const p: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(instant)) p[type] = Number(value);
    const wall = dayNumberOf(p.year!, p.month!, p.day!) * DAY + (p.hour! * 60 + p.minute!) * MINUTE;
    return Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
  };
  const days = new Map<number, number | null>();
  return {
    name,
    offsetAt(instant) {
      const day = Math.floor(instant / DAY);
      let offset = days.get(day);
      if (offset === undefined) {
        const first = exact(day * DAY);
        offset = first === exact(day * DAY + DAY - MINUTE) ? first : null;
        days.set(day, offset);
      }
      return offset ?? exact(instant);
    },
  };
}

/** The IANA name Intl knows a zone by, or null. */
function ianaName(name: string): string | null {
  if (name.length > 80 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A Windows zone ("GMT Standard Time") or Outlook's display name for one ("(UTC-05:00) Eastern Time (US and
 * Canada)", which names the zone "Eastern Standard Time").
 */
function windowsZone(name: string): string | null {
  const bare = name
    .replace(/^\(UTC[^)]*\)\s*/i, "")
    .replace(/\s+and\s+/gi, " & ")
    .trim();
  const candidates = [bare, bare.replace(/ Time \(US & Canada\)$/i, " Standard Time"), `${bare} Standard Time`];
  for (const candidate of candidates) {
    const iana = findIana(candidate)[0];
    if (iana && ianaName(iana)) return ianaName(iana);
  }
  return WINDOWS_ZONES.find(([pattern]) => pattern.test(bare) || pattern.test(name))?.[1] ?? null;
}

/** Names Outlook and Exchange write that CLDR's table doesn't hold. */
const WINDOWS_ZONES: [RegExp, string][] = [
  [/^(\(UTC-08:00\) )?Pacific (Standard )?Time( \(US & Canada\))?$/i, "America/Los_Angeles"],
  [/^(\(UTC-07:00\) )?(US Mountain Standard Time|Arizona)$/i, "America/Phoenix"],
  [/^(\(UTC-07:00\) )?Mountain (Standard )?Time( \(US & Canada\))?$/i, "America/Denver"],
  [/^(\(UTC-06:00\) )?Central (Standard )?Time( \(US & Canada\))?$/i, "America/Chicago"],
  [/^(\(UTC-05:00\) )?Eastern (Standard )?Time( \(US & Canada\))?$/i, "America/New_York"],
  [/^(\(UTC-09:00\) )?Alaska(n Standard Time)?$/i, "America/Anchorage"],
  [/^(\(UTC-10:00\) )?Hawaii(an Standard Time)?$/i, "Pacific/Honolulu"],
  [/^(\(UTC\) )?(Coordinated Universal Time|UTC|GMT)$/i, "UTC"],
];

function offsetMinutes(property: { raw: string } | undefined): number | null {
  const m = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(property?.raw.trim() ?? "");
  if (!m || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** A zone from a VTIMEZONE: each observance's onsets (DTSTART, its yearly RRULE, RDATE) over the given years. */
function vtimezone(block: TimezoneBlock, years: [number, number], budget: ExpansionBudget): Zone | null {
  const transitions: { at: number; offset: number; from: number }[] = [];
  for (const { props } of block.observances.slice(0, 20)) {
    const from = offsetMinutes(props.get("tzoffsetfrom")?.[0]);
    const to = offsetMinutes(props.get("tzoffsetto")?.[0]);
    const start = readDateValue(props.get("dtstart")?.[0]?.raw ?? "", "");
    if (from === null || to === null || !start) return null;
    const onsets: Wall[] = [{ date: start.date, minutes: start.minutes ?? 0 }];
    const rule = props.get("rrule")?.[0] ? readRule(props.get("rrule")![0]!.raw) : null;
    if (rule && (!rule.ok || rule.rule.freq !== "YEARLY")) return null;
    if (rule?.ok) {
      const until = rule.rule.until && { day: dayNumber(rule.rule.until.date), minutes: rule.rule.until.minutes };
      const window = { from: dayNumberOf(years[0], 1, 1), to: dayNumberOf(years[1], 12, 31), until, max: 200 };
      const first = { day: dayNumber(start.date), minutes: start.minutes ?? 0 };
      for (const d of expandRule(rule.rule, first, window, budget).dates)
        onsets.push({ date: isoDay(d.day), minutes: d.minutes });
    }
    for (const property of props.get("rdate") ?? []) {
      for (const item of property.raw.split(",").slice(0, 200)) {
        const value = readDateValue(item, "");
        if (value) onsets.push({ date: value.date, minutes: value.minutes ?? 0 });
      }
    }
    // An onset is written in the local time before it (TZOFFSETFROM).
    for (const onset of onsets)
      transitions.push({
        at: dayNumber(onset.date) * DAY + (onset.minutes ?? 0) * MINUTE - from * MINUTE,
        offset: to,
        from,
      });
  }
  if (transitions.length === 0) return null;
  transitions.sort((a, b) => a.at - b.at);
  return {
    name: textOf(block.props, "tzid"),
    offsetAt(instant) {
      let lo = 0;
      let hi = transitions.length - 1;
      if (instant < transitions[0]!.at) return transitions[0]!.from;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (transitions[mid]!.at <= instant) lo = mid;
        else hi = mid - 1;
      }
      return transitions[lo]!.offset;
    },
  };
}

/** The instant a wall time means in a zone: the first of two (fall back); in a gap, read with the offset before. */
function instantOf(zone: Zone, date: string, minutes: number): number {
  const wall = dayNumber(date) * DAY + minutes * MINUTE;
  const before = zone.offsetAt(wall - DAY);
  const offsets = [...new Set([before, zone.offsetAt(wall + DAY)])];
  const valid = offsets.filter((o) => zone.offsetAt(wall - o * MINUTE) === o).map((o) => wall - o * MINUTE);
  return valid.length ? Math.min(...valid) : wall - before * MINUTE;
}

function wallOf(zone: Zone, instant: number): Wall {
  const local = instant + zone.offsetAt(instant) * MINUTE;
  const day = Math.floor(local / DAY);
  return { date: isoDay(day), minutes: Math.floor((local - day * DAY) / MINUTE) };
}

/** The time zones of one calendar file, and its times on the site's clock. */
export class Zones {
  private readonly site = intlZone(SITE_TIME_ZONE);
  private readonly known = new Map<string, Zone>();
  private readonly floating: Zone;

  constructor(
    private readonly file: CalendarFile,
    private readonly years: [number, number],
    private readonly budget: ExpansionBudget,
    private readonly warn: (message: string) => void,
  ) {
    const calendarZone = ianaName(textOf(file.props, "x-wr-timezone").trim());
    this.floating = calendarZone ? this.named(calendarZone) : this.site;
    const firstZone = textOf(file.timezones[0]?.props ?? new Map(), "tzid").trim();
    this.sourceTzid = calendarZone ? "" : firstZone;
  }

  /** The calendar's own zone's TZID, for dates given as UTC date-times: X-WR-TIMEZONE's (''), or its first VTIMEZONE. */
  private readonly sourceTzid: string;

  private named(iana: string): Zone {
    return iana === SITE_TIME_ZONE ? this.site : iana === "UTC" ? UTC : intlZone(iana);
  }

  private resolve(tzid: string): Zone {
    const name = tzid.replace(/^"|"$/g, "").trim();
    const segments = name.split("/").filter(Boolean);
    // '/mozilla.org/20050126_1/America/New_York' and other prefixed names end in an IANA name.
    const iana = [name, segments.slice(-3).join("/"), segments.slice(-2).join("/")].map(ianaName).find(Boolean);
    if (iana) return this.named(iana);
    const windows = windowsZone(name);
    if (windows) return this.named(windows);
    const block = this.file.timezones.find((z) => textOf(z.props, "tzid").trim() === tzid);
    const fromFile = block ? vtimezone(block, this.years, this.budget) : null;
    if (fromFile) return fromFile;
    this.warn(`The time zone "${name.slice(0, 60)}" is unknown: its times were read as Boulder City time`);
    return this.site;
  }

  private zoneOf(tzid: string): Zone {
    if (tzid === "") return this.floating;
    let zone = this.known.get(tzid);
    if (!zone) this.known.set(tzid, (zone = this.resolve(tzid)));
    return zone;
  }

  /** A value on the site's clock (a date stays the date it names). */
  toSite(value: DateValue): Wall {
    if (value.minutes === null) return { date: value.date, minutes: null };
    const zone = value.utc ? UTC : this.zoneOf(value.tzid);
    if (zone === this.site) return { date: value.date, minutes: value.minutes };
    return wallOf(this.site, instantOf(zone, value.date, value.minutes));
  }

  /**
   * A value on the clock of another value's zone (an UNTIL in UTC, an EXDATE or RECURRENCE-ID in another zone, read
   * in DTSTART's). For an all-day `like` it is a date: its own date when written with a zone or floating (Exchange's
   * `RECURRENCE-ID;TZID=…:20260615T000000`), the source zone's date of a UTC one (`UNTIL=20260628T230000Z`).
   */
  toZoneOf(value: DateValue, like: DateValue): Wall {
    if (value.minutes === null) return { date: value.date, minutes: null };
    if (like.minutes === null) {
      if (!value.utc) return { date: value.date, minutes: null };
      return {
        date: wallOf(this.zoneOf(this.sourceTzid), instantOf(UTC, value.date, value.minutes)).date,
        minutes: null,
      };
    }
    const zone = like.utc ? UTC : this.zoneOf(like.tzid);
    // A floating value beside a zoned DTSTART (UNTIL written without its Z) is on DTSTART's clock.
    const from = value.utc ? UTC : value.tzid ? this.zoneOf(value.tzid) : zone;
    if (zone === from) return { date: value.date, minutes: value.minutes };
    return wallOf(zone, instantOf(from, value.date, value.minutes));
  }
}
