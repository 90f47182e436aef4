/**
 * What one calendar may cost (docs/product.md#importing-calendars): staff's own calendars are read up to the
 * parser's bounds; an owner's calendar, which staff review change by change, is held to fewer events a run, shorter
 * descriptions and a number of changes waiting for staff, per calendar and per owner, so one owner's calendar can't
 * bury the inbox or the database. What a limit held back is said on the run's record.
 */
import type { CalendarSource } from "@main-street/domain/calendar-sources";
import { LIMITS } from "@main-street/domain/limits";
import { firestore, withDeadline } from "../platform/firestore";
import { LEDGER_COLLECTION } from "./ledger";

export interface SourceLimits {
  /** Events and single dates read a run (the soonest). */
  eventsPerRun: number;
  /** Characters of a description (sanitised HTML). */
  description: number;
  /** Changes that may wait for staff at once from this calendar, and from all of its owner's; null: no limit. */
  waitingPerSource: number | null;
  waitingPerOwner: number;
}

const STAFF: SourceLimits = {
  eventsPerRun: 3000,
  description: LIMITS.html,
  waitingPerSource: null,
  waitingPerOwner: Number.POSITIVE_INFINITY,
};

const OWNER_LIMITS: SourceLimits = {
  eventsPerRun: 200,
  description: 10_000,
  waitingPerSource: 50,
  waitingPerOwner: 100,
};

export function limitsFor(source: Pick<CalendarSource, "ownerUid">): SourceLimits {
  return source.ownerUid ? OWNER_LIMITS : STAFF;
}

/** The changes waiting for staff from every calendar of one owner. */
export async function ownerWaiting(ownerUid: string): Promise<number> {
  if (!ownerUid) return 0;
  const query = firestore()
    .collection(LEDGER_COLLECTION)
    .where("ownerUid", "==", ownerUid)
    .where("waiting", "==", true);
  return (await withDeadline(query.count().get())).data().count;
}

/** The run's notice when the limit on waiting changes held some back. */
export function waitingText(held: number, limits: SourceLimits): string {
  const n = held.toLocaleString("en-US");
  return (
    `${n} ${held === 1 ? "change waits" : "changes wait"} at the calendar: an owner's calendar may have ` +
    `${limits.waitingPerSource} changes (and an owner ${limits.waitingPerOwner}) waiting for review at once; ` +
    "the rest are filed once staff decide those"
  );
}
