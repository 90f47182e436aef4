import { Router } from "express";
import { currentUser } from "../auth";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api, fill } from "@main-street/domain/paths";
import { HttpError } from "../http/errors";
import { parseId, parseInput } from "../http/validate";
import { deliverAfterCommit } from "../mail";
import { mailSiteUrl } from "../platform/config";
import { declineReasonSchema, restoreSchema } from "@main-street/domain/owners";
import { historyType, inboxItemType, ownerType } from "@main-street/domain/records";
import { decideClaim } from "./claims";
import { listHistory, restoreField } from "../businesses";
import { listOwners, readBusiness, removeOwner } from "./ownership";
import type { EndOwnerships } from "./refs";
import { decideRevision, revisionReview } from "./revisions";

/**
 * /api/admin/…: a listing's owners and history, and the claim and revision decisions (docs/product.md#owners),
 * mounted behind requireAdmin. `endOwnerships` removes what goes with an owner removed (their calendar).
 */
export function adminOwnerRoutes(endOwnerships: EndOwnerships): Router {
  const router = Router();
  router.get(inApi(api.admin.businessOwners.path), async (req, res) => {
    noStore(res);
    res.json(await listOwners(parseId(req.params.id, "Business")));
  });

  router.delete(inApi(api.admin.businessOwner.path), async (req, res) => {
    const [businessId, uid] = [parseId(req.params.id, "Business"), parseId(req.params.uid, ownerType.label)];
    const removed = await removeOwner(businessId, uid);
    if (!removed) throw notFound(ownerType.label);
    // docs/product.md#importing-calendars: the owner's calendar for the business goes with the ownership.
    await endOwnerships({ businessId, uids: [uid] });
    res.status(204).end();
  });

  router.get(inApi(api.admin.businessHistory.path), async (req, res) => {
    noStore(res);
    res.json(await listHistory(parseId(req.params.id, "Business")));
  });

  router.post(inApi(api.admin.historyRestore.path), async (req, res) => {
    const id = parseId(req.params.id, "Business");
    const { field } = parseInput(restoreSchema, req.body);
    await restoreField(id, parseId(req.params.entryId, historyType.label), field, currentUser(res).email);
    noStore(res);
    res.json(await readBusiness(id));
  });

  router.get(inApi(api.admin.inbox.review.path), async (req, res) => {
    const review = await revisionReview(parseId(req.params.id, inboxItemType.label));
    if (!review) throw notFound(inboxItemType.label);
    noStore(res);
    res.json(review);
  });

  for (const what of ["claim", "revision"] as const) {
    for (const verdict of ["approve", "decline"] as const) {
      router.put(inApi(fill(api.admin.inbox.decision.path, { what, verdict })), async (req, res) => {
        const id = parseId(req.params.id, inboxItemType.label);
        const decision =
          verdict === "approve"
            ? { state: "approved" as const }
            : { state: "declined" as const, note: parseInput(declineReasonSchema, req.body).reason };
        const done =
          what === "claim"
            ? await decideClaim(id, decision, mailSiteUrl())
            : await decideRevision(id, decision, currentUser(res).email, mailSiteUrl());
        if (!done) throw notFound(inboxItemType.label);
        await deliverAfterCommit(done.outboxId);
        noStore(res);
        res.json(done.item);
      });
    }
  }
  return router;
}

const notFound = (label: string) => new HttpError(404, "not_found", `${label} not found.`);
