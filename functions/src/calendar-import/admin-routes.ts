import { Router } from "express";
import { calendarSourceInputSchema, importApprovalSchema } from "@main-street/domain/calendar-sources";
import { api, fill } from "@main-street/domain/paths";
import { declineSchema } from "@main-street/domain/proposals";
import { calendarSourceType, inboxItemType } from "@main-street/domain/records";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { parseId, parseInput } from "../http/validate";
import { decideImport } from "./import-inbox";
import { importReview } from "./import-review";
import { importSource } from "./import-source";
import { createSource, listSources, removeSource, updateSource } from "./sources";

/**
 * /api/admin/calendar-sources… and the inbox's decisions on imported events (docs/product.md#importing-calendars),
 * mounted under /api/admin behind requireAdmin.
 */
export const adminCalendarRoutes = Router();
const notFound = (label: string) => new HttpError(404, "not_found", `${label} not found.`);
const sourceId = (value: unknown) => parseId(value, calendarSourceType.label);

adminCalendarRoutes.get(inApi(api.admin.calendarSources.path), async (_req, res) => {
  noStore(res);
  res.json(await listSources());
});

adminCalendarRoutes.post(inApi(api.admin.calendarSources.path), async (req, res) => {
  const created = await createSource(parseInput(calendarSourceInputSchema, req.body));
  noStore(res);
  res.status(201).json(created);
});

adminCalendarRoutes.put(inApi(api.admin.calendarSource.path), async (req, res) => {
  const id = sourceId(req.params.id);
  const updated = await updateSource(id, parseInput(calendarSourceInputSchema, req.body));
  if (!updated) throw notFound(calendarSourceType.label);
  noStore(res);
  res.json(updated);
});

adminCalendarRoutes.delete(inApi(api.admin.calendarSource.path), async (req, res) => {
  if (!(await removeSource(sourceId(req.params.id)))) throw notFound(calendarSourceType.label);
  res.status(204).end();
});

/** "Import now": one run of one source, answered with its record (a calendar that can't be read is a 200 too). */
adminCalendarRoutes.post(inApi(api.admin.calendarImport.path), async (req, res) => {
  const run = await importSource(sourceId(req.params.id));
  if (!run) throw notFound(calendarSourceType.label);
  noStore(res);
  res.json(run);
});

adminCalendarRoutes.get(inApi(api.admin.inbox.importReview.path), async (req, res) => {
  const review = await importReview(parseId(req.params.id, inboxItemType.label));
  if (!review) throw notFound(inboxItemType.label);
  noStore(res);
  res.json(review);
});

for (const verdict of ["approve", "decline"] as const) {
  adminCalendarRoutes.put(inApi(fill(api.admin.inbox.decision.path, { what: "import", verdict })), async (req, res) => {
    const id = parseId(req.params.id, inboxItemType.label);
    const decided =
      verdict === "decline"
        ? { note: parseInput(declineSchema, req.body ?? {}).note }
        : { version: parseInput(importApprovalSchema, req.body ?? {}).version };
    const item = await decideImport(id, verdict, decided);
    if (!item) throw notFound(inboxItemType.label);
    noStore(res);
    res.json(item);
  });
}
