import { todayInSiteZone, toIsoDate, toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent, EventOverride } from "@main-street/domain/event";
import { eventKind } from "@main-street/domain/records";
import { eventOccurrence } from "@main-street/domain/recurrence";
import { toIso } from "../platform/firestore";
import { recordRepository } from "../records/repository";

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
      displayDate: date ? toLongDate(date) : "",
      time: String(d.time ?? ""),
      location: String(d.location ?? ""),
      image: String(d.image ?? ""),
      category: String(d.category ?? ""),
      featured: d.featured === "true" ? "true" : "false",
      // docs/product.md#recurring-events: a one-off has no rule (every record stored before series too).
      rrule: typeof d.rrule === "string" ? d.rrule : "",
      exdates: Array.isArray(d.exdates) ? d.exdates.filter((x): x is string => typeof x === "string") : [],
      overrides: Array.isArray(d.overrides) ? d.overrides.flatMap(readOverride) : [],
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt ?? d.createdAt),
    };
  },
  compare: (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  // docs/product.md#forms: adding an event needs a description; the edit screen may leave it out.
  descriptionRequiredOnCreate: true,
});

function readOverride(value: unknown): EventOverride[] {
  if (!value || typeof value !== "object") return [];
  const o = value as Record<string, unknown>;
  const date = toIsoDate(String(o.date ?? ""));
  if (!date) return [];
  return [{ date, time: String(o.time ?? ""), location: String(o.location ?? ""), note: String(o.note ?? "") }];
}

/** The stored list projected for one day: the same list object gives the same answer all day. */
let projected: { stored: CommunityEvent[]; today: string; events: CommunityEvent[] } | undefined;

/**
 * The public list on the site's today (docs/product.md#recurring-events): each series once, at its next
 * occurrence (its last once ended), in date order.
 */
export async function listEvents(now: Date = new Date()): Promise<CommunityEvent[]> {
  const stored = await events.list();
  const today = todayInSiteZone(now);
  if (projected?.stored !== stored || projected.today !== today) {
    const list = stored
      .map((e) => eventOccurrence(e, today))
      .filter((e): e is CommunityEvent => e !== null)
      .sort(events.stored.compare);
    projected = { stored, today, events: list };
  }
  return projected.events;
}

/** One event as the public sees it; with `date`, that occurrence of a series (null when it isn't one). */
export async function getEvent(id: string, date?: string, now: Date = new Date()): Promise<CommunityEvent | null> {
  if (date === undefined) return (await listEvents(now)).find((e) => e.id === id) ?? null;
  const stored = await events.get(id);
  return stored ? eventOccurrence(stored, todayInSiteZone(now), date) : null;
}
