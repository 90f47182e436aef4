import { Router } from "express";
import { businessCategoryQuerySchema, businessSearchQuerySchema } from "@main-street/domain/business";
import type { BusinessCategory } from "@main-street/domain/categories";
import { api } from "@main-street/domain/paths";
import { inApi } from "../http/mounts";
import { publicCache } from "../http/cache-headers";
import { prepareJson, preparedBytes, sendPrepared } from "../http/prepared-json";
import { parseInput } from "../http/validate";
import { cached } from "../platform/list-cache";
import { listBusinesses } from "./repository";
import { buildBusinessIndex } from "./search";

/** Public business reads (docs/product.md#api). */
export const businessRoutes = Router();

const searchIndex = () => cached("businessIndex", async () => buildBusinessIndex(await listBusinesses()));

/** The directory's search and category lists, shared with the server-rendered directory (ssr/page-data.ts). */
export const searchBusinesses = async (q: string) => (await searchIndex())(q);
const businessesInCategory = async (category: BusinessCategory) =>
  (await listBusinesses()).filter((b) => b.category === category);

businessRoutes.get(inApi(api.businesses.path), async (req, res) => {
  publicCache(res);
  sendPrepared(req, res, await cached("json:businesses", async () => prepareJson(await listBusinesses())));
});

businessRoutes.get(inApi(api.businessSearch.path), async (req, res) => {
  const { q } = parseInput(businessSearchQuerySchema, req.query);
  const key = `json:search:${q.toLowerCase()}`;
  publicCache(res);
  sendPrepared(
    req,
    res,
    await cached(key, async () => prepareJson(await searchBusinesses(q)), { group: "query", size: preparedBytes }),
  );
});

businessRoutes.get(inApi(api.businessesIn.path), async (req, res) => {
  const { category } = parseInput(businessCategoryQuerySchema, req.query);
  const prepared = await cached(`json:category:${category}`, async () =>
    prepareJson(await businessesInCategory(category)),
  );
  publicCache(res);
  sendPrepared(req, res, prepared);
});
