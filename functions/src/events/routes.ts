import { Router } from "express";
import { todayInSiteZone } from "@main-street/domain/dates";
import { HttpError } from "../http/errors";
import { publicCache } from "../http/cache-headers";
import { prepareJson, sendPrepared } from "../http/prepared-json";
import { parseId, parseOccurrenceDate } from "../http/validate";
import { cached } from "../platform/list-cache";
import { getEvent, listEvents } from "./repository";

/** Public event reads (docs/product.md#api). */
export const eventRoutes = Router();

eventRoutes.get("/", async (req, res) => {
  publicCache(res);
  // Series show at their next date, which moves with the site's day (docs/product.md#recurring-events).
  const today = todayInSiteZone();
  sendPrepared(req, res, await cached(`json:events:${today}`, async () => prepareJson(await listEvents())));
});

eventRoutes.get("/:id", async (req, res) => {
  const date = parseOccurrenceDate(req.query.date);
  const event = await getEvent(parseId(req.params.id, "Event"), date);
  if (!event) throw new HttpError(404, "not_found", "Event not found.");
  publicCache(res);
  res.json(event);
});
