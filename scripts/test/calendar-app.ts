/** Calendar files read as a calendar app reads them (ical.js), in the site's terms. */
import ICAL from "ical.js";

/** An ical.js date or date-time's calendar day, YYYY-MM-DD. */
export function dateOf(t: ICAL.Time): string {
  return `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
}

/**
 * The dates a calendar app shows for one series of a calendar file: ical.js expands its VEVENTs (those whose UID
 * `uid` accepts; every one by default) with the changed dates applied, through the day `until` (YYYY-MM-DD), at most
 * `limit` of them. Each comes with its RECURRENCE-ID, start and VEVENT (`item`).
 */
export function calendarOccurrences(
  raw: string,
  until: string,
  { uid = () => true, limit = Infinity }: { uid?: (uid: string) => boolean; limit?: number } = {},
): ReturnType<ICAL.Event["getOccurrenceDetails"]>[] {
  const root = new ICAL.Component(ICAL.parse(raw));
  ICAL.TimezoneService.reset();
  for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevents = root.getAllSubcomponents("vevent").filter((v) => uid(String(v.getFirstPropertyValue("uid"))));
  const master = new ICAL.Event(vevents.find((v) => !v.hasProperty("recurrence-id")));
  for (const v of vevents.filter((x) => x.hasProperty("recurrence-id"))) master.relateException(new ICAL.Event(v));
  const found: ReturnType<ICAL.Event["getOccurrenceDetails"]>[] = [];
  const it = master.iterator();
  for (let next = it.next(); next && dateOf(next) <= until && found.length < limit; next = it.next()) {
    found.push(master.getOccurrenceDetails(next));
  }
  return found;
}
