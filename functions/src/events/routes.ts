import { Router } from "express";
import { HttpError } from "../http/errors";
import { publicCache } from "../http/cache-headers";
import { prepareJson, sendPrepared } from "../http/prepared-json";
import { parseId } from "../http/validate";
import { cached } from "../platform/list-cache";
import { getEvent, listEvents } from "./repository";

/** Public event reads (docs/product.md#api). */
export const eventRoutes = Router();

eventRoutes.get("/", async (req, res) => {
  publicCache(res);
  sendPrepared(req, res, await cached("json:events", async () => prepareJson(await listEvents())));
});

eventRoutes.get("/:id", async (req, res) => {
  const event = await getEvent(parseId(req.params.id, "Event"));
  if (!event) throw new HttpError(404, "not_found", "Event not found.");
  publicCache(res);
  res.json(event);
});
