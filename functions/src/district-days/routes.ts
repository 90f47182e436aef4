import { Router } from "express";
import { districtAnswerSchema, districtDayInputSchema, districtLinkSchema } from "@main-street/domain/district-days";
import { api } from "@main-street/domain/paths";
import { currentUser } from "../auth";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { parseInput } from "../http/validate";
import { mailSiteUrl } from "../platform/config";
import { districtDayStatuses, nameDistrictDay, removeDistrictDay } from "./announce";
import { answerDistrictDay, districtDayPreview } from "./answer";

/** /api/admin/district-days… (docs/product.md#district-days), behind requireAdmin (app.ts). */
export const adminDistrictDayRoutes = Router();

adminDistrictDayRoutes.get(inApi(api.admin.districtDays.path), async (_req, res) => {
  noStore(res);
  res.json(await districtDayStatuses());
});

/** Names the day and e-mails every owner; answers once every e-mail was sent (or left to the outbox's retry). */
adminDistrictDayRoutes.post(inApi(api.admin.districtDays.path), async (req, res) => {
  const input = parseInput(districtDayInputSchema, req.body);
  const day = await nameDistrictDay(input, currentUser(res).email, mailSiteUrl());
  noStore(res);
  res.status(201).json(day);
});

adminDistrictDayRoutes.delete(inApi(api.admin.districtDay.path), async (req, res) => {
  if (!(await removeDistrictDay(String(req.params.id)))) {
    throw new HttpError(404, "not_found", "District day not found.");
  }
  res.status(204).end();
});

/**
 * The e-mail's answer page (no sign-in: the signed token is the permission, and it answers for one listing and one
 * day). The token travels in the body, never in an address; the page first asks what the link answers for, which
 * changes nothing, and only its button answers. Mounted after the owners' routes (app.ts), so its answers keep their
 * `Referrer-Policy: no-referrer` too.
 */
export const districtDayAnswerRoutes = Router();

districtDayAnswerRoutes.post(inApi(api.owner.districtDayPreview.path), async (req, res) => {
  noStore(res);
  const { token } = parseInput(districtLinkSchema, req.body);
  res.json(await districtDayPreview(token));
});

districtDayAnswerRoutes.post(inApi(api.owner.districtDayAnswer.path), async (req, res) => {
  noStore(res);
  const { token, answer, ranges } = parseInput(districtAnswerSchema, req.body);
  res.json(await answerDistrictDay(token, answer, ranges));
});
