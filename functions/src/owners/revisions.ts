import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import type { OwnerDecision } from "@main-street/domain/inbox";
import {
  changedFields,
  revisionSchema,
  type FieldChange,
  type OwnedBusiness,
  type Revision,
} from "@main-street/domain/owners";
import { inboxItemType, revisionType } from "@main-street/domain/records";
import { currentUser } from "../auth";
import { withCleanDescription } from "../html/descriptions";
import { HttpError } from "../http/errors";
import { parseId } from "../http/validate";
import { queueMail } from "../mail";
import { withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { readRecord, readRecords } from "../records/read";
import type { SubmissionForm } from "../submissions";
import { closeItem, decidable } from "./decision";
import { openTrail, refusePastSpecialHours } from "../businesses";
import { businessOf, notOwner, unknownBusiness } from "./ownership";
import { REVISIONS_COLLECTION, businessRef, db, ownerRef } from "./refs";
import { siteNow } from "../platform/clock";

/**
 * Owners' listing changes (docs/product.md#owners, docs/decisions/0033-owner-revisions.md): a partial patch of the
 * owner fields with the listing's `updatedAt` it started from, sent through the submission pipeline, and approved
 * (live, with its history entry, in one commit) or declined by staff in the inbox.
 */
const asRecord = (value: object) => value as Record<string, unknown>;

/** The owner's listing as it is live, with their revisions of it, newest first. */
export async function ownedBusiness(businessId: string, uid: string): Promise<OwnedBusiness> {
  const [business, owner] = await Promise.all([
    withDeadline(businessRef(businessId).get()),
    withDeadline(ownerRef(businessId, uid).get()),
  ]);
  const live = businessOf(business);
  if (!live) throw unknownBusiness();
  if (!owner.exists) throw notOwner();
  const revisions = await withDeadline(
    db().collection(REVISIONS_COLLECTION).where("businessId", "==", businessId).where("uid", "==", uid).get(),
  );
  return {
    business: live,
    revisions: readRecords(revisionType, revisions.docs)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 20),
  };
}

/**
 * A revision's checks, inside its submission transaction: the sender owns the business, and the listing is still
 * the one they edited (else 409: the page shows both and lets them merge). Their older pending revisions of it are
 * superseded in the same commit.
 */
function revisionCheck(businessId: string, uid: string, base: string) {
  return async (tx: Transaction) => {
    const [business, owner] = await tx.getAll(businessRef(businessId), ownerRef(businessId, uid));
    const live = businessOf(business!);
    if (!live) throw unknownBusiness();
    if (!owner!.exists) throw notOwner();
    if (live.updatedAt !== base) {
      throw new HttpError(
        409,
        "conflict",
        "The listing changed since you opened it. Compare your changes with the live listing, then save again.",
      );
    }
    const pending = await tx.get(
      db()
        .collection(REVISIONS_COLLECTION)
        .where("businessId", "==", businessId)
        .where("uid", "==", uid)
        .where("state", "==", "pending"),
    );
    return (write: Transaction) => {
      for (const old of pending.docs) {
        write.update(old.ref, { state: "superseded", decidedAt: FieldValue.serverTimestamp() });
        write.update(db().collection(inboxItemType.collection).doc(old.id), {
          status: "handled",
          statusChangedAt: FieldValue.serverTimestamp(),
        });
      }
    };
  };
}

/** POST /api/owner/businesses/{id}/revisions: only the fields that differ from the live listing are sent on. */
export const revisionForm: SubmissionForm<typeof revisionSchema> = {
  form: "revision",
  collection: REVISIONS_COLLECTION,
  schema: revisionSchema,
  thanks: "Saved for review. The Main Street office will check your changes and e-mail you.",
  async prepare({ base, changes: parsed }, { req, res }) {
    const user = currentUser(res);
    const id = parseId(req.params.id, "Business");
    const changes = withCleanDescription(parsed);
    const { business } = await ownedBusiness(id, user.uid); // 404 unknown, 403 not theirs
    refusePastSpecialHours(changes, business, "changes.");
    const changed = changedFields(asRecord(business), changes);
    if (changed.length === 0) {
      throw new HttpError(400, "validation_failed", "Nothing changed: the listing already says this.");
    }
    const data = { businessId: id, businessName: business.name, uid: user.uid, email: user.email, base, changes };
    return {
      data: { ...data, changedFields: changed.map((c) => c.field), state: "pending" },
      check: revisionCheck(id, user.uid, base),
    };
  },
};

/** A revision as staff review it: each changed field beside the live listing's value. */
export async function revisionReview(inboxId: string) {
  const revision = readRecord(
    revisionType,
    await withDeadline(db().collection(REVISIONS_COLLECTION).doc(inboxId).get()),
  );
  if (!revision) return null;
  const live = businessOf(await withDeadline(businessRef(revision.businessId).get()));
  return { revision, business: live, changes: live ? changedFields(asRecord(live), revision.changes) : [] };
}

/** The listing's update for an approved revision, and each field's change for its history entry. */
function approvedChanges(live: Record<string, unknown>, revision: Revision, now: Date) {
  const changes: FieldChange[] = changedFields(live, revision.changes);
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  for (const c of changes) update[c.field] = c.to;
  if ("hours" in revision.changes) {
    update.hoursConfirmedAt = Timestamp.fromDate(now);
    changes.push({ field: "hoursConfirmedAt", from: live.hoursConfirmedAt ?? null, to: now.toISOString() });
  }
  return { update, changes };
}

/**
 * Approve (the changed fields go live, in the listing's history, and the public caches are bumped in the same
 * commit) or decline (with the reason) a revision. The owner is e-mailed either way.
 */
export async function decideRevision(
  inboxId: string,
  decision: OwnerDecision,
  staff: string,
  siteUrl: string,
  now = siteNow(),
) {
  let version: string | null = null;
  const done = await withDeadline(
    db().runTransaction(async (tx) => {
      const found = await decidable(tx, inboxId, "revision", revisionType);
      if (!found) return null;
      const revision = found.source;
      if (revision.state !== "pending")
        throw new HttpError(409, "conflict", "This change was replaced by a newer one.");
      if (decision.state === "approved") {
        const [business, owner] = await tx.getAll(
          businessRef(revision.businessId),
          ownerRef(revision.businessId, revision.uid),
        );
        const live = businessOf(business!);
        if (!live) throw unknownBusiness();
        if (!owner!.exists) throw new HttpError(409, "conflict", "Whoever sent this change is no longer an owner.");
        const trail = await openTrail(tx, revision.businessId);
        const { update, changes } = approvedChanges(asRecord(live), revision, now);
        tx.update(business!.ref, update);
        trail.record(`${revision.email} (approved by ${staff})`, "owner", changes);
        version = bumpCacheVersion(tx);
      }
      tx.update(found.sourceRef, {
        state: decision.state,
        reason: decision.state === "declined" ? decision.note : "",
        decidedAt: FieldValue.serverTimestamp(),
      });
      const item = closeItem(tx, found.inboxRef, found.item, decision);
      const outboxId = queueMail(tx, { kind: "owner_outcome", inboxId, siteUrl }, now);
      return { item, outboxId };
    }),
  );
  if (version) cacheBumped(version);
  return done;
}
