/**
 * What a calendar import item would change (docs/product.md#importing-calendars): the calendar's version beside the
 * event as the site has it, every field whole — the description with its links and images, for the inbox's
 * description diff — and the version, which approving names so that staff publish the version they saw.
 */
import type { ImportedFieldsView, ImportReview } from "@main-street/domain/calendar-sources";
import type { EventData } from "@main-street/domain/event";
import { eventTimeText } from "@main-street/domain/event-span";
import { eventKind, inboxItemType } from "@main-street/domain/records";
import { describeRepeatRule, parseRepeatRule } from "@main-street/domain/repeat-rule";
import { toLongDate } from "@main-street/domain/dates";
import { events } from "../events";
import { HttpError } from "../http/errors";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord } from "../records/read";
import { LEDGER_COLLECTION, readLedger } from "./ledger";

type Shown = Pick<EventData, "title" | "description" | "date" | "endDate" | "time" | "location" | "rrule">;

function view(data: Shown, cancelled: boolean): ImportedFieldsView {
  const rule = data.rrule ? parseRepeatRule(data.rrule) : null;
  const span = eventTimeText(data);
  return {
    title: data.title,
    when: [toLongDate(data.date), span].filter(Boolean).join(", "),
    location: data.location,
    repeats: rule?.ok ? describeRepeatRule(rule.rule, data.date, data.time) : "",
    description: data.description,
    cancelled,
  };
}

/** The review of an import item, or null when there is no such item (or it isn't an import). */
export async function importReview(inboxId: string): Promise<ImportReview | null> {
  const db = firestore();
  const snap = await withDeadline(db.collection(inboxItemType.collection).doc(inboxId).get());
  const item = readRecord(inboxItemType, snap);
  if (!item || item.type !== "import") return null;
  const entryId = String((snap.get("source") as { id?: unknown } | undefined)?.id ?? "") || "-";
  const [entrySnap, eventSnap] = await withDeadline(
    db.getAll(db.collection(LEDGER_COLLECTION).doc(entryId), db.collection(eventKind.collection).doc(entryId)),
  );
  const pending = readLedger(entrySnap!.data())?.pending;
  if (!pending || pending.inboxId !== inboxId) {
    if (item.decision) throw new HttpError(409, "conflict", "This has already been decided.");
    throw new HttpError(409, "conflict", "The calendar no longer asks for this change.");
  }
  const stored = eventSnap!.exists ? events.stored.fromDoc(eventSnap!) : null;
  const current = stored
    ? view(
        {
          ...stored,
          endDate: stored.endDate ?? "",
          rrule: stored.rrule ?? "",
          date: stored.series?.start ?? stored.date,
        },
        stored.cancelled === true,
      )
    : null;
  const cancelled = pending.cancelled ?? current?.cancelled ?? false;
  return { kind: pending.kind, version: pending.version, proposed: view(pending.data, cancelled), current };
}
