import { toIsoDate, toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { eventKind } from "@main-street/domain/records";
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
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt ?? d.createdAt),
    };
  },
  compare: (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  // docs/product.md#forms: adding an event needs a description; the edit screen may leave it out.
  descriptionRequiredOnCreate: true,
});

export const listEvents = events.list;
export const getEvent = events.get;
