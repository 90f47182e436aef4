import { Router } from "express";
import { businessCategoryQuerySchema, businessSearchQuerySchema } from "../domain/business";
import { HttpError } from "../http/errors";
import { publicCache } from "../http/cache-headers";
import { parseId, parseInput } from "../http/validate";
import { cached } from "../platform/list-cache";
import { getBusiness, listBusinesses } from "./repository";
import { buildBusinessIndex } from "./search";

/** Public business reads (SPEC 7). */
export const businessRoutes = Router();

const searchIndex = () => cached("businessIndex", async () => buildBusinessIndex(await listBusinesses()));

businessRoutes.get("/", async (_req, res) => {
  publicCache(res);
  res.json(await listBusinesses());
});

businessRoutes.get("/search", async (req, res) => {
  const { q } = parseInput(businessSearchQuerySchema, req.query);
  const search = await searchIndex();
  publicCache(res);
  res.json(search(q));
});

businessRoutes.get("/category", async (req, res) => {
  const { category } = parseInput(businessCategoryQuerySchema, req.query);
  publicCache(res);
  res.json((await listBusinesses()).filter((b) => b.category === category));
});

businessRoutes.get("/:id", async (req, res) => {
  const business = await getBusiness(parseId(req.params.id, "Business"));
  if (!business) throw new HttpError(404, "not_found", "Business not found.");
  publicCache(res);
  res.json(business);
});
