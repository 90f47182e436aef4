/**
 * What reading a calendar file gives the import (docs/product.md#calendars-in-and-out): the source's events as the
 * site would store them, each with the key that identifies it at its source, so a later run finds it again.
 */
import type { EventInput } from "@main-street/domain/event";

export interface ImportedEvent {
  /**
   * The identity at the source: the VEVENT's UID for a one-off or a series; `${UID}@${YYYY-MM-DD}` for a date of a
   * repeating VEVENT the site's rules can't express, expanded into single events.
   */
  key: string;
  /**
   * SEQUENCE and a digest of the VEVENT's lines and its RECURRENCE-ID instances' (LAST-MODIFIED among them), so a
   * change is noticed; DTSTAMP is left out, since many servers set it on every download (parse-calendar.ts).
   */
  version: string;
  /** STATUS:CANCELLED at the source. */
  cancelled: boolean;
  /** Title, sanitised description, date, time, place, and for a series its rule, skipped, extra and changed dates. */
  data: Pick<
    EventInput,
    "title" | "description" | "date" | "endDate" | "time" | "location" | "rrule" | "exdates" | "rdates" | "overrides"
  >;
}

export interface ParsedCalendar {
  events: ImportedEvent[];
  /** What was left out and why ("More than 3,000 events and dates: the soonest 3,000 were read"), for the run's record. */
  warnings: string[];
  /** Every key the file still has (those over the limit too): only a key missing here can be gone. */
  present: ReadonlySet<string>;
  /** False when the file gave more dates than are read: then no key is taken as gone. */
  complete: boolean;
}
