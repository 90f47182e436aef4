import { Router } from "express";
import { directoryQuerySchema } from "@main-street/domain/directory";
import { publicCache } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api } from "@main-street/domain/paths";
import { prepareJson, preparedBytes, sendPrepared } from "../http/prepared-json";
import { parseInput } from "../http/validate";
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
  // The week starts at the site's today, so its answer is kept for that day only.
  const prepared = await cached(`json:this-week:${siteToday()}`, async () => prepareJson(await thisWeekPage()));
  publicCache(res);
  sendPrepared(req, res, prepared);
});

directoryRoutes.get(inApi(api.home.path), async (req, res) => {
  const prepared = await cached("json:home", async () => prepareJson(await homePage()));
  publicCache(res);
  sendPrepared(req, res, prepared);
});
