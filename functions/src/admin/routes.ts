import { Router } from "express";
import { adminCalendarRoutes } from "../calendar-import";
import { adminDistrictDayRoutes } from "../district-days";
import { adminEventRoutes } from "../events";
import { adminInboxRoutes } from "../inbox";
import { adminOwnerRoutes } from "../owners";
import { adminStatsRoutes } from "../stats-read";
import { adminNewsletterRoutes } from "../newsletter";
import { removeOwnerCalendars } from "../calendar-import";
import { MANAGED_RECORDS } from "../record-registry";
import { adminPrivacyRoutes } from "./privacy-routes";
import { adminRecordRoutes } from "./record-routes";
import { adminUserRoutes } from "./user-routes";

/** /api/admin/*: app.ts mounts this behind requireAdmin, so every handler here runs for admins only. */
export const adminRoutes = Router();
adminRoutes.use(adminUserRoutes);
adminRoutes.use(adminOwnerRoutes(removeOwnerCalendars)); // before the inbox's /inbox/:id routes and the records' /businesses/:id
adminRoutes.use(adminPrivacyRoutes); // what one person left, across the inbox, the owners' area and the weekly e-mail
adminRoutes.use(adminInboxRoutes);
adminRoutes.use(adminCalendarRoutes); // /calendar-sources…, /inbox/:id/import/…
adminRoutes.use(adminDistrictDayRoutes); // /district-days…
adminRoutes.use(adminStatsRoutes); // /stats/…, /businesses/:id/stats: before the records' /:collection/:id
adminRoutes.use(adminNewsletterRoutes); // /newsletter…
adminRoutes.use(adminEventRoutes); // POST /events/:id/split, beside the records' /events/:id
for (const records of MANAGED_RECORDS) adminRoutes.use(adminRecordRoutes(records, MANAGED_RECORDS));
