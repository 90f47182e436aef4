import { Router } from "express";
import { HttpError } from "../http/errors";
import { publicCache } from "../http/cache-headers";
import { parseId } from "../http/validate";
import { getEvent, listEvents } from "./repository";

/** Public event reads (SPEC 7). */
export const eventRoutes = Router();

eventRoutes.get("/", async (_req, res) => {
  publicCache(res);
  res.json(await listEvents());
});

eventRoutes.get("/:id", async (req, res) => {
  const event = await getEvent(parseId(req.params.id, "Event"));
  if (!event) throw new HttpError(404, "not_found", "Event not found.");
  publicCache(res);
  res.json(event);
});
