import { Router } from "express";
import { createBusiness, deleteBusiness, getBusiness, updateBusiness } from "../businesses/repository";
import { businessInputSchema } from "@main-street/domain/business";
import { HttpError } from "../http/errors";
import { noStore } from "../http/cache-headers";
import { parseId, parseInput } from "../http/validate";
import { withCleanDescription } from "../html/descriptions";
import { deleteUnusedImages } from "../objects/record-images";

/** SPEC 7: business writes (admins only; mounted behind requireAdmin). The repository invalidates the public caches. */
export const adminBusinessRoutes = Router();

const notFound = () => new HttpError(404, "not_found", "Business not found.");

adminBusinessRoutes.post("/businesses", async (req, res) => {
  const data = withCleanDescription(parseInput(businessInputSchema, req.body));
  const created = await createBusiness(data);
  noStore(res);
  res.status(201).json(created);
});

adminBusinessRoutes.put("/businesses/:id", async (req, res) => {
  const id = parseId(req.params.id, "Business");
  const data = withCleanDescription(parseInput(businessInputSchema, req.body));
  const previous = await getBusiness(id);
  const updated = await updateBusiness(id, data);
  if (!updated) throw notFound();
  if (previous) await deleteUnusedImages(previous);
  noStore(res);
  res.json(updated);
});

adminBusinessRoutes.delete("/businesses/:id", async (req, res) => {
  const deleted = await deleteBusiness(parseId(req.params.id, "Business"));
  if (!deleted) throw notFound();
  await deleteUnusedImages(deleted);
  res.status(204).end();
});
