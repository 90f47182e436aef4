import { Router } from "express";
import { adminBusinessRoutes } from "./business-routes";
import { adminEventRoutes } from "./event-routes";
import { adminUserRoutes } from "./user-routes";

/** /api/admin/*: app.ts mounts this behind requireAdmin, so every handler here runs for admins only. */
export const adminRoutes = Router();
adminRoutes.use(adminUserRoutes);
adminRoutes.use(adminEventRoutes);
adminRoutes.use(adminBusinessRoutes);
