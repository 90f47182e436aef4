import { Router } from "express";
import { api } from "@main-street/domain/paths";
import { publicCache } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { parseId } from "../http/validate";
import { servedBusiness } from "./hosts";

/** GET /api/businesses/{id}: the listing with its next hosted events (hosts.ts joins them). */
export const hostRoutes = Router();

hostRoutes.get(inApi(api.business.path), async (req, res) => {
  const business = await servedBusiness(parseId(req.params.id, "Business"));
  if (!business) throw new HttpError(404, "not_found", "Business not found.");
  publicCache(res);
  res.json(business);
});
