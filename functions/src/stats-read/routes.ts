/**
 * The listing statistics' reads (docs/product.md#listing-statistics): an owner reads only the listings they own
 * (checked on every request, like every owner route), staff read any listing's, the district's summary and a
 * month's export; the summary e-mail's opt-out link and the owner's own setting.
 */
import { Router } from "express";
import { STAT_COUNTERS, STAT_LABELS } from "@main-street/domain/listing-stats";
import { statsMonthSchema, summaryLinkSchema, summarySettingSchema } from "@main-street/domain/listing-stats-read";
import { api } from "@main-street/domain/paths";
import { requireAppCheck } from "../abuse/app-check";
import { currentUser, requireUser } from "../auth";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { parseId, parseInput } from "../http/validate";
import { csvRow } from "../inbox";
import { withDeadline } from "../platform/firestore";
import { businessOf, notOwner, readBusiness, unknownBusiness } from "../owners";
import { businessRef, db, ownerRef } from "../owners";
import { listingStats, monthTotals, statsSummary } from "./repository";
import { sendsSummary, setSendsSummary, setSummaryByLink } from "./summary-opt-out";

/** Mounted under /api after the owners' routes (so their answers keep `Referrer-Policy: no-referrer`). */
export const ownerStatsRoutes = Router();

ownerStatsRoutes.get(inApi(api.owner.businessStats.path), requireUser, async (req, res) => {
  noStore(res);
  const id = parseId(req.params.id, "Business");
  const [business, owner] = await withDeadline(db().getAll(businessRef(id), ownerRef(id, currentUser(res).uid)));
  if (!businessOf(business!)) throw unknownBusiness();
  if (!owner!.exists) throw notOwner();
  res.json(await listingStats(id));
});

ownerStatsRoutes.get(inApi(api.owner.monthlySummary.path), requireUser, async (_req, res) => {
  noStore(res);
  res.json({ send: await sendsSummary(currentUser(res).uid) });
});

ownerStatsRoutes.put(inApi(api.owner.monthlySummary.path), requireAppCheck, requireUser, async (req, res) => {
  const { send } = parseInput(summarySettingSchema, req.body);
  await setSendsSummary(currentUser(res).uid, send);
  noStore(res);
  res.json({ send });
});

/** The e-mail's link (no sign-in: the signed token is the permission); its page posts it, the address never does. */
ownerStatsRoutes.post(inApi(api.owner.monthlySummaryLink.path), async (req, res) => {
  const { token, send } = parseInput(summaryLinkSchema, req.body);
  noStore(res);
  res.json(await setSummaryByLink(token, send));
});

/** /api/admin/…: mounted behind requireAdmin, before the records' /businesses/:id routes. */
export const adminStatsRoutes = Router();

adminStatsRoutes.get(inApi(api.admin.businessStats.path), async (req, res) => {
  noStore(res);
  const id = parseId(req.params.id, "Business");
  if (!(await readBusiness(id))) throw unknownBusiness();
  res.json(await listingStats(id));
});

adminStatsRoutes.get(inApi(api.admin.statsSummary.path), async (_req, res) => {
  noStore(res);
  res.json(await statsSummary());
});

/** `?month=YYYY-MM`: each listing's totals that month, a row a listing, a column a counter. */
adminStatsRoutes.get(inApi(api.admin.statsExport.path), async (req, res) => {
  const { month } = parseInput(statsMonthSchema, { ...req.query });
  const rows = await monthTotals(month);
  noStore(res);
  res.type("text/csv; charset=utf-8");
  res.attachment(`listing-statistics-${month}.csv`);
  let body = csvRow(["Business", ...STAT_COUNTERS.map((counter) => STAT_LABELS[counter])]);
  for (const { business, totals } of rows) {
    body += csvRow([business.name, ...STAT_COUNTERS.map((counter) => String(totals[counter]))]);
  }
  res.send(body);
});
