import { Router } from "express";
import { roleSchema } from "@main-street/domain/user";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api } from "@main-street/domain/paths";
import { parseId, parseInput } from "../http/validate";
import { listUsers } from "../users";
import { setUserRole } from "../users";

/** docs/product.md#admin, docs/product.md#roles: the users list and role changes (admins only; mounted behind requireAdmin). */
export const adminUserRoutes = Router();

adminUserRoutes.get(inApi(api.admin.users.path), async (_req, res) => {
  noStore(res);
  res.json(await listUsers());
});

adminUserRoutes.put(inApi(api.admin.userRole.path), async (req, res) => {
  const uid = parseId(req.params.id, "User");
  const { role } = parseInput(roleSchema, req.body);
  noStore(res);
  res.json(await setUserRole(uid, role));
});
