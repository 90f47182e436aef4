import { Router } from "express";
import { directoryQuerySchema } from "@main-street/domain/directory";
import { publicCache } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api } from "@main-street/domain/paths";
import { prepareJson, preparedBytes, sendPrepared } from "../http/prepared-json";
import { parseInput } from "../http/validate";
import { HttpError } from "../http/errors";
import { cached } from "../platform/list-cache";
import { directoryCacheKey, directoryPage, homePage, thisWeekPage } from "./directory";
import { siteNow, siteToday } from "../platform/clock";

/**
 * GET /api/directory (the directory's cards for a query: grouped, or one page of results, plus the map's pins),
 * GET /api/home (category counts and the featured businesses) and GET /api/this-week (the week's event dates and
 * the businesses open late): what those pages render, never the whole list.
 */
export const directoryRoutes = Router();

directoryRoutes.get(inApi(api.directory.path), async (req, res) => {
  const query = parseInput(directoryQuerySchema, req.query);
  const now = siteNow().getTime();
  const prepared = await cached(
    directoryCacheKey(query, now),
    async () => prepareJson(await directoryPage(query, new Date(now))),
    { group: "query", size: preparedBytes },
  );
  publicCache(res);
  sendPrepared(req, res, prepared);
});

directoryRoutes.get(inApi(api.thisWeek.path), async (req, res) => {
  const week = weekParam(req.query.week);
  // Without a week it starts at the site's today, so its answer is kept for that day only.
  const key = `json:this-week:${week ?? siteToday()}`;
  const prepared = await cached(key, async () => {
    const found = await thisWeekPage(week);
    if (!found) throw new HttpError(404, "not_found", "There is no e-mail of that week.");
    return prepareJson(found);
  });
  publicCache(res);
  sendPrepared(req, res, prepared);
});

/** `?week=2026-W23`: an edition of the weekly e-mail (docs/product.md#weekly-email); anything else is a 400. */
function weekParam(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && /^\d{4}-W\d{2}$/.test(value)) return value;
  throw new HttpError(400, "validation_failed", "Give the week like 2026-W23", { week: "Give the week like 2026-W23" });
}

directoryRoutes.get(inApi(api.home.path), async (req, res) => {
  const prepared = await cached(`json:home:${siteToday()}`, async () => prepareJson(await homePage()));
  publicCache(res);
  sendPrepared(req, res, prepared);
});
