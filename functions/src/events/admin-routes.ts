/**
 * POST /api/admin/events/{id}/split (docs/product.md#recurring-events, "this and following"): in one transaction the
 * series ends the day before `date` (keeping its past and its calendar UID) and a new series starts on `date` under
 * a new id. And the event categories (docs/product.md#event-categories). Mounted under /api/admin behind
 * requireAdmin.
 */
import { Router } from "express";
import { FieldValue } from "firebase-admin/firestore";
import { eventKind } from "@main-street/domain/records";
import { api } from "@main-street/domain/paths";
import { seriesSplitSchema, splitSeries } from "@main-street/domain/series-split";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { HttpError } from "../http/errors";
import { parseId, parseInput } from "../http/validate";
import { firestore, withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { events } from "./repository";
import { eventCategoryInputSchema } from "@main-street/domain/event-categories";
import { addEventCategory, listEventCategories, removeEventCategory, renameEventCategory } from "./categories";
import { freeDocIn } from "../records/readable-ids";
import { idFromTitle } from "@main-street/domain/readable-id";

export const adminEventRoutes = Router();

adminEventRoutes.post(inApi(api.admin.eventSplit.path), async (req, res) => {
  const id = parseId(req.params.id, eventKind.label);
  const { date } = parseInput(seriesSplitSchema, req.body);
  const docs = firestore().collection(eventKind.collection);
  let created = docs.doc();
  const version = await withDeadline(
    firestore().runTransaction(async (tx) => {
      const snap = await tx.get(docs.doc(id));
      const stored = snap.exists ? events.stored.fromDoc(snap) : null;
      if (!stored) throw new HttpError(404, "not_found", `${eventKind.label} not found.`);
      const split = splitSeries(
        {
          ...stored,
          rrule: stored.rrule ?? "",
          exdates: stored.exdates ?? [],
          overrides: stored.overrides ?? [],
          rdates: stored.rdates ?? [],
          pauses: stored.pauses ?? [],
        },
        date,
      );
      if (!split.ok) throw new HttpError(400, "validation_failed", split.message, { [split.field]: split.message });
      // The new series is a new event with an address of its own (docs/product.md#readable-addresses).
      created = await freeDocIn(tx, docs, idFromTitle(stored.title, "event"));
      const {
        id: _id,
        displayDate: _d,
        createdAt: _c,
        updatedAt: _u,
        series: _s,
        note: _n,
        sequence,
        ...rest
      } = stored;
      tx.update(docs.doc(id), {
        ...split.before,
        sequence: (sequence ?? 0) + 1,
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.create(created, {
        ...rest,
        ...split.after,
        sequence: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return bumpCacheVersion(tx);
    }),
  );
  cacheBumped(version);
  const event = events.stored.fromDoc(await withDeadline(created.get()));
  noStore(res);
  res.status(201).json(event);
});

// docs/product.md#event-categories: the list, with each category's number of events.
adminEventRoutes.get(inApi(api.admin.eventCategories.path), async (_req, res) => {
  noStore(res);
  res.json({ categories: await listEventCategories() });
});

adminEventRoutes.post(inApi(api.admin.eventCategories.path), async (req, res) => {
  const { name } = parseInput(eventCategoryInputSchema, req.body);
  await addEventCategory(name);
  noStore(res);
  res.status(201).json({ categories: await listEventCategories() });
});

adminEventRoutes.put(inApi(api.admin.eventCategory.path), async (req, res) => {
  const { name } = parseInput(eventCategoryInputSchema, req.body);
  const { merged } = await renameEventCategory(parseCategoryId(req.params.id), name);
  noStore(res);
  res.json({ merged, categories: await listEventCategories() });
});

adminEventRoutes.delete(inApi(api.admin.eventCategory.path), async (req, res) => {
  await removeEventCategory(parseCategoryId(req.params.id));
  res.status(204).end();
});

/** A category's id as the list makes them ('food-drink'); anything else names no category. */
function parseCategoryId(value: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > 60) {
    throw new HttpError(404, "not_found", "Category not found.");
  }
  return value;
}
