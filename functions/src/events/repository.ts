import { fieldErrors } from "@main-street/domain/api-error";
import { todayInSiteZone, toIsoDate, toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent, EventOverride, SeriesPause } from "@main-street/domain/event";
import { groupSingleDates } from "@main-street/domain/event-groups";
import { eventKind } from "@main-street/domain/records";
import { eventOccurrence } from "@main-street/domain/recurrence";
import { idFromTitle } from "@main-street/domain/readable-id";
import { spanIssues } from "@main-street/domain/event-span";
import { firstSeriesDate, seriesIssues } from "@main-street/domain/series-checks";
import { HttpError } from "../http/errors";
import { checkHostBusiness } from "./host-check";
import { toIso } from "../platform/firestore";
import { recordRepository } from "../records/repository";
import { siteNow } from "../platform/clock";

/** The events collection, sorted by date ascending (then title). */
export const events = recordRepository({
  kind: eventKind,
  fromDoc(doc): CommunityEvent | null {
    const d = doc.data();
    if (!d) return null;
    // Older records may hold long-form dates; normalise on read too.
    const date = toIsoDate(String(d.date ?? "")) ?? "";
    return {
      id: doc.id,
      title: String(d.title ?? ""),
      description: String(d.description ?? ""),
      excerpt: String(d.excerpt ?? ""),
      date,
      ...readEndDate(d.endDate, date),
      displayDate: date ? toLongDate(date) : "",
      time: String(d.time ?? ""),
      location: String(d.location ?? ""),
      image: String(d.image ?? ""),
      category: String(d.category ?? ""),
      featured: d.featured === "true" ? "true" : "false",
      // docs/product.md#recurring-events: a one-off has no rule (every record stored before series too).
      rrule: typeof d.rrule === "string" ? d.rrule : "",
      exdates: readDates(d.exdates),
      overrides: Array.isArray(d.overrides) ? d.overrides.flatMap(readOverride) : [],
      rdates: readDates(d.rdates),
      pauses: Array.isArray(d.pauses) ? d.pauses.flatMap(readPause) : [],
      hostBusinessId: typeof d.hostBusinessId === "string" ? d.hostBusinessId : "",
      ...(d.cancelled === true ? { cancelled: true } : {}),
      ...(d.imported && typeof d.imported === "object" ? { imported: readImported(d.imported) } : {}),
      sequence: typeof d.sequence === "number" && Number.isInteger(d.sequence) ? d.sequence : 0,
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt ?? d.createdAt),
    };
  },
  compare: (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  // docs/product.md#readable-addresses: /events/first-friday-art-walk, not a random id.
  readableId: (data) => idFromTitle(data.title, "event"),
  // docs/product.md#forms: adding an event needs a description; the edit screen may leave it out.
  descriptionRequiredOnCreate: true,
  // Staff writes also check the category (categories.ts, managedEvents).
  checkReferences: async (data, previous) => checkHostBusiness(data.hostBusinessId, previous?.hostBusinessId),
  onUpdate: async (_tx, _id, before, data) => checkedUpdate(before, data as Record<string, unknown>),
});

/** The fields whose change a calendar must take over an older copy: each change raises SEQUENCE (RFC 5545 3.8.7.4). */
const SCHEDULE_FIELDS = ["date", "endDate", "time", "rrule", "exdates", "overrides", "rdates", "pauses"] as const;

/**
 * docs/product.md#recurring-events: an edit is checked on the record it leaves stored (the stored fields with the
 * edit's over them), in the update's transaction, so a rule change can't keep skipped or changed dates that are no
 * longer the series' dates. The series starts on its rule's first date, and SEQUENCE rises when the schedule changed.
 */
function checkedUpdate(before: Record<string, unknown>, data: Record<string, unknown>): object {
  const stored = events.stored.fromDoc({ id: "", data: () => before });
  const merged = { ...stored, ...data } as CommunityEvent;
  const issues = [...seriesIssues(merged), ...spanIssues(merged)];
  if (issues.length > 0) {
    const fields = fieldErrors({ issues });
    throw new HttpError(400, "validation_failed", Object.values(fields)[0]!, fields);
  }
  const more: Record<string, unknown> = {};
  if (merged.rrule) more.date = firstSeriesDate(merged.date, merged.rrule);
  const after = { ...merged, ...more } as Record<string, unknown>;
  const was = stored as unknown as Record<string, unknown> | null;
  const changed = SCHEDULE_FIELDS.some((f) => JSON.stringify(after[f] ?? null) !== JSON.stringify(was?.[f] ?? null));
  if (changed) more.sequence = (stored?.sequence ?? 0) + 1;
  return more;
}

/** docs/product.md#events-today: the last day of an event over several days; absent for one day. */
function readEndDate(value: unknown, date: string): { endDate?: string } {
  const endDate = toIsoDate(String(value ?? ""));
  return endDate && date && endDate > date ? { endDate } : {};
}

function readImported(value: object): { sourceId: string; key: string } {
  const o = value as Record<string, unknown>;
  return { sourceId: String(o.sourceId ?? ""), key: String(o.key ?? "") };
}

function readDates(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string" && toIsoDate(x) === x) : [];
}

function readOverride(value: unknown): EventOverride[] {
  if (!value || typeof value !== "object") return [];
  const o = value as Record<string, unknown>;
  const date = toIsoDate(String(o.date ?? ""));
  if (!date) return [];
  const moveTo = toIsoDate(String(o.moveTo ?? "")) ?? "";
  return [{ date, moveTo, time: String(o.time ?? ""), location: String(o.location ?? ""), note: String(o.note ?? "") }];
}

function readPause(value: unknown): SeriesPause[] {
  if (!value || typeof value !== "object") return [];
  const p = value as Record<string, unknown>;
  const [from, to] = [toIsoDate(String(p.from ?? "")), toIsoDate(String(p.to ?? ""))];
  return from && to ? [{ from, to }] : [];
}

/** The stored list projected for one day: the same list object gives the same answer all day. */
let projected: { stored: CommunityEvent[]; today: string; events: CommunityEvent[] } | undefined;

/**
 * The public list on the site's today (docs/product.md#recurring-events): each series once, at its next
 * occurrence (its last once ended), in date order.
 */
export async function listEvents(now: Date = siteNow()): Promise<CommunityEvent[]> {
  const stored = await events.list();
  const today = todayInSiteZone(now);
  if (projected?.stored !== stored || projected.today !== today) {
    const list = groupSingleDates(
      stored
        .map((e) => eventOccurrence(e, today))
        .filter((e): e is CommunityEvent => e !== null)
        .sort(events.stored.compare),
      today,
    );
    projected = { stored, today, events: list };
  }
  return projected.events;
}

/** One event as the public sees it; with `date`, that occurrence of a series (null when it isn't one). */
export async function getEvent(id: string, date?: string, now: Date = siteNow()): Promise<CommunityEvent | null> {
  if (date === undefined) return (await listEvents(now)).find((e) => e.id === id) ?? null;
  const stored = await events.get(id);
  return stored ? eventOccurrence(stored, todayInSiteZone(now), date) : null;
}
