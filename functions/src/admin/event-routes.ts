import { Router } from "express";
import { eventInputSchema, eventUpdateSchema } from "@main-street/domain/event";
import { createEvent, deleteEvent, getEvent, updateEvent } from "../events/repository";
import { HttpError } from "../http/errors";
import { noStore } from "../http/cache-headers";
import { parseId, parseInput } from "../http/validate";
import { withCleanDescription } from "../html/descriptions";
import { deleteUnusedImages } from "../objects/record-images";

/** SPEC 7: event writes (admins only; mounted behind requireAdmin). The repository invalidates the public caches. */
export const adminEventRoutes = Router();

const notFound = () => new HttpError(404, "not_found", "Event not found.");

adminEventRoutes.post("/events", async (req, res) => {
  const data = withCleanDescription(parseInput(eventInputSchema, req.body), true);
  const created = await createEvent(data);
  noStore(res);
  res.status(201).json(created);
});

adminEventRoutes.put("/events/:id", async (req, res) => {
  const id = parseId(req.params.id, "Event");
  const data = withCleanDescription(parseInput(eventUpdateSchema, req.body));
  const previous = await getEvent(id);
  const updated = await updateEvent(id, data);
  if (!updated) throw notFound();
  if (previous) await deleteUnusedImages(previous);
  noStore(res);
  res.json(updated);
});

adminEventRoutes.delete("/events/:id", async (req, res) => {
  const deleted = await deleteEvent(parseId(req.params.id, "Event"));
  if (!deleted) throw notFound();
  await deleteUnusedImages(deleted);
  res.status(204).end();
});
