import { Timestamp, type Transaction } from "firebase-admin/firestore";
import type { OwnerDecision } from "@main-street/domain/inbox";
import { REMINDER_EVERY_DAYS, claimSchema } from "@main-street/domain/owners";
import { claimType } from "@main-street/domain/records";
import { currentUser } from "../auth";
import { HttpError } from "../http/errors";
import { parseId } from "../http/validate";
import { queueMail } from "../mail";
import { withDeadline } from "../platform/firestore";
import type { SubmissionForm } from "../submissions";
import { closeItem, decidable } from "./decision";
import { readBusiness, unknownBusiness } from "./ownership";
import { personAllowance } from "./person-limits";
import { CLAIMS_COLLECTION, businessRef, db, ownerRef } from "./refs";
import { siteNow } from "../platform/clock";

/**
 * Ownership claims (docs/product.md#owners): a signed-in visitor asks to own a listing, through the public forms'
 * pipeline, and staff approve (the account becomes an owner) or decline it in the inbox.
 */
const DAY_MS = 86_400_000;

/**
 * The claim's checks, inside its submission transaction: the business exists, the claimant is not an owner, has no
 * claim of it waiting for review, and has claims left today (the count is made only if the claim is stored).
 */
function claimCheck(businessId: string, uid: string, now: Date) {
  return async (tx: Transaction) => {
    const [business, owner] = await tx.getAll(businessRef(businessId), ownerRef(businessId, uid));
    if (!business!.exists) throw unknownBusiness();
    if (owner!.exists) throw new HttpError(409, "conflict", "You already own this business.");
    const pending = await tx.get(
      db()
        .collection(CLAIMS_COLLECTION)
        .where("businessId", "==", businessId)
        .where("uid", "==", uid)
        .where("state", "==", "pending")
        .limit(1),
    );
    if (!pending.empty) {
      throw new HttpError(
        409,
        "conflict",
        "You already sent a claim for this business. The Main Street office will e-mail you once they have checked it.",
      );
    }
    return await personAllowance(tx, "claim", uid, now);
  };
}

/** POST /api/businesses/{id}/claim, sent as the signed-in account (routes.ts puts the sign-in before it). */
export const claimForm: SubmissionForm<typeof claimSchema> = {
  form: "claim",
  collection: CLAIMS_COLLECTION,
  schema: claimSchema,
  thanks: "Thank you. The Main Street office will check your claim and e-mail you.",
  async prepare(input, { req, res, now }) {
    const user = currentUser(res);
    const id = parseId(req.params.id, "Business");
    const business = await readBusiness(id);
    if (!business) throw unknownBusiness();
    const data = { ...input, businessId: id, businessName: business.name, uid: user.uid, email: user.email };
    return { data: { ...data, state: "pending" }, check: claimCheck(id, user.uid, now) };
  },
};

/** Approve (the account becomes an owner) or decline (with the reason) a claim; the claimant is e-mailed either way. */
export async function decideClaim(inboxId: string, decision: OwnerDecision, siteUrl: string, now = siteNow()) {
  return withDeadline(
    db().runTransaction(async (tx) => {
      const found = await decidable(tx, inboxId, "claim", claimType);
      if (!found) return null;
      const { businessId, uid, email, name } = found.source;
      if (decision.state === "approved") {
        if (!(await tx.get(businessRef(businessId))).exists) throw unknownBusiness();
        tx.set(ownerRef(businessId, uid), {
          businessId,
          uid,
          email,
          name,
          since: Timestamp.fromDate(now),
          nextReminderAt: Timestamp.fromMillis(now.getTime() + REMINDER_EVERY_DAYS * DAY_MS),
        });
      }
      tx.update(found.sourceRef, { state: decision.state, reason: decision.state === "declined" ? decision.note : "" });
      const item = closeItem(tx, found.inboxRef, found.item, decision);
      const outboxId = queueMail(tx, { kind: "owner_outcome", inboxId, siteUrl }, now);
      return { item, outboxId };
    }),
  );
}
