import { Router } from "express";
import { ownerCalendarSchema } from "@main-street/domain/calendar-sources";
import { api } from "@main-street/domain/paths";
import { requireAppCheck } from "../abuse/app-check";
import { currentUser, requireUser } from "../auth";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { parseId, parseInput } from "../http/validate";
import { notOwner, unknownBusiness } from "../owners";
import { businessRef, ownerRef } from "../owners";
import { withDeadline } from "../platform/firestore";
import { getSource, ownerSourceId, removeSource, setOwnerSource } from "./sources";

/**
 * An owner's calendar for a business they own (docs/product.md#importing-calendars): one per business, its events
 * always sent to the staff inbox. The ownership is checked on every request, so a removed owner can't change it.
 */
export const ownerCalendarRoutes = Router();
const path = inApi(api.owner.calendar.path);

async function ownedId(value: unknown, uid: string): Promise<string> {
  const id = parseId(value, "Business");
  const [business, owner] = await Promise.all([
    withDeadline(businessRef(id).get()),
    withDeadline(ownerRef(id, uid).get()),
  ]);
  if (!business.exists) throw unknownBusiness();
  if (!owner.exists) throw notOwner();
  return id;
}

ownerCalendarRoutes.get(path, requireUser, async (req, res) => {
  const id = await ownedId(req.params.id, currentUser(res).uid);
  noStore(res);
  res.json(await getSource(ownerSourceId(id)));
});

ownerCalendarRoutes.put(path, requireAppCheck, requireUser, async (req, res) => {
  const { address } = parseInput(ownerCalendarSchema, req.body);
  const { uid } = currentUser(res);
  const id = await ownedId(req.params.id, uid);
  noStore(res);
  res.json(await setOwnerSource(id, uid, address));
});

ownerCalendarRoutes.delete(path, requireAppCheck, requireUser, async (req, res) => {
  const id = await ownedId(req.params.id, currentUser(res).uid);
  await removeSource(ownerSourceId(id));
  res.status(204).end();
});
