import { Router } from "express";
import { HttpError } from "../http/errors";
import { api } from "@main-street/domain/paths";
import { inApi } from "../http/mounts";
import { publicCache } from "../http/cache-headers";
import { prepareJson, sendPrepared } from "../http/prepared-json";
import { parseId, parseOccurrenceDate } from "../http/validate";
import { cached } from "../platform/list-cache";
import { servedEvent } from "./hosts";
import { listEvents } from "./repository";
import { siteToday } from "../platform/clock";

/** Public event reads (docs/product.md#api). */
export const eventRoutes = Router();

eventRoutes.get(inApi(api.events.path), async (req, res) => {
  publicCache(res);
  // Series show at their next date, which moves with the site's day (docs/product.md#recurring-events).
  const today = siteToday();
  sendPrepared(req, res, await cached(`json:events:${today}`, async () => prepareJson(await listEvents())));
});

eventRoutes.get(inApi(api.event.path), async (req, res) => {
  const date = parseOccurrenceDate(req.query.date);
  const event = await servedEvent(parseId(req.params.id, "Event"), date);
  if (!event) throw new HttpError(404, "not_found", "Event not found.");
  publicCache(res);
  res.json(event);
});
