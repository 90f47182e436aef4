import { Router } from "express";
import { adminInboxRoutes } from "../inbox/routes";
import { MANAGED_RECORDS } from "../records/managed";
import { adminRecordRoutes } from "./record-routes";
import { adminUserRoutes } from "./user-routes";

/** /api/admin/*: app.ts mounts this behind requireAdmin, so every handler here runs for admins only. */
export const adminRoutes = Router();
adminRoutes.use(adminUserRoutes);
adminRoutes.use(adminInboxRoutes);
for (const records of MANAGED_RECORDS) adminRoutes.use(adminRecordRoutes(records));
