import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import type { Business } from "@main-street/domain/business";
import type { OwnerDecision } from "@main-street/domain/inbox";
import { hoursCheckedAt } from "@main-street/domain/opening-hours";
import {
  CONFIRM_LINK_DAYS,
  REMINDER_EVERY_DAYS,
  changedFields,
  type BusinessOwner,
  type FieldChange,
  type OwnedBusiness,
  type Revision,
  type RevisionChanges,
} from "@main-street/domain/owners";
import { HttpError } from "../http/errors";
import { itemFromDoc } from "../inbox/entries";
import { INBOX_COLLECTION } from "../inbox/repository";
import { deliverAfterCommit, queueMail } from "../mail/outbox";
import { toIso, withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { businesses } from "../businesses/repository";
import { personAllowance } from "./person-limits";
import {
  CLAIMS_COLLECTION,
  CONFIRM_LINKS_COLLECTION,
  OWNERS_COLLECTION,
  REVISIONS_COLLECTION,
  businessRef,
  db,
  ownerRef,
} from "./refs";
import { openTrail } from "./trail";

/**
 * Owners, claims, revisions and the "still correct" links (docs/product.md#owners,
 * docs/decisions/0033-owner-revisions.md). Every decision is one transaction: the inbox item, the claim or revision,
 * the listing, its history and the e-mail job commit together or not at all.
 */
const DAY_MS = 86_400_000;

const notOwner = () => new HttpError(403, "forbidden", "Only the business's owners can do this.");
const unknownBusiness = () => new HttpError(404, "not_found", "Business not found.");

function businessOf(snap: DocumentSnapshot): Business | null {
  return snap.exists ? businesses.stored.fromDoc(snap) : null;
}

/** The stored listing, read now (not from the list cache: a claim must see a business as soon as it exists). */
export async function readBusiness(id: string): Promise<Business | null> {
  return businessOf(await withDeadline(businessRef(id).get()));
}

export async function ownedBusinessIds(uid: string): Promise<string[]> {
  const snap = await withDeadline(db().collection(OWNERS_COLLECTION).where("uid", "==", uid).get());
  return snap.docs.map((d) => String(d.get("businessId")));
}

/** Whether the account owns a listing that still exists (an ownership left from a deleted listing counts for none). */
export async function ownsAListing(uid: string): Promise<boolean> {
  const ids = await ownedBusinessIds(uid);
  if (ids.length === 0) return false;
  const listings = await withDeadline(db().getAll(...ids.map(businessRef)));
  return listings.some((listing) => listing.exists);
}

function revisionFromDoc(d: DocumentSnapshot): Revision {
  return {
    id: d.id,
    businessId: String(d.get("businessId")),
    state: d.get("state") as Revision["state"],
    createdAt: toIso(d.get("createdAt")),
    base: String(d.get("base") ?? ""),
    changes: (d.get("changes") ?? {}) as RevisionChanges,
    reason: String(d.get("reason") ?? ""),
  };
}

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
    revisions: revisions.docs
      .map(revisionFromDoc)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 20),
  };
}

export async function listOwners(businessId: string): Promise<BusinessOwner[]> {
  const snap = await withDeadline(db().collection(OWNERS_COLLECTION).where("businessId", "==", businessId).get());
  return snap.docs.map((d) => ({
    uid: String(d.get("uid")),
    email: String(d.get("email") ?? ""),
    name: String(d.get("name") ?? ""),
    since: toIso(d.get("since")),
  }));
}

/** False when they were not an owner. */
export async function removeOwner(businessId: string, uid: string): Promise<boolean> {
  const ref = ownerRef(businessId, uid);
  return withDeadline(
    db().runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return false;
      tx.delete(ref);
      return true;
    }),
  );
}

/**
 * The claim's checks, inside its submission transaction: the business exists, the claimant is not an owner, has no
 * claim of it waiting for review, and has claims left today (the count is made only if the claim is stored).
 */
export function claimCheck(businessId: string, uid: string, now = new Date()) {
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

/**
 * A revision's checks, inside its submission transaction: the sender owns the business, and the listing is still
 * the one they edited (else 409: the page shows both and lets them merge). Their older pending revisions of it are
 * superseded in the same commit.
 */
export function revisionCheck(businessId: string, uid: string, base: string) {
  return async (tx: Transaction) => {
    const [business, owner] = await tx.getAll(businessRef(businessId), ownerRef(businessId, uid));
    if (!business!.exists) throw unknownBusiness();
    if (!owner!.exists) throw notOwner();
    if (toIso(business!.get("updatedAt") ?? business!.get("createdAt")) !== base) {
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
        write.update(db().collection(INBOX_COLLECTION).doc(old.id), {
          status: "handled",
          statusChangedAt: FieldValue.serverTimestamp(),
        });
      }
    };
  };
}

async function decidable(tx: Transaction, inboxId: string, type: "claim" | "revision") {
  const inboxRef = db().collection(INBOX_COLLECTION).doc(inboxId);
  const item = await tx.get(inboxRef);
  if (!item.exists) return null;
  if (item.get("type") !== type) {
    throw new HttpError(
      400,
      "bad_request",
      type === "claim" ? "Only ownership claims can be decided here." : "Only listing changes can be decided here.",
    );
  }
  if (item.get("decision")) throw new HttpError(409, "conflict", "This has already been decided.");
  const source = await tx.get(
    db()
      .collection(type === "claim" ? CLAIMS_COLLECTION : REVISIONS_COLLECTION)
      .doc(inboxId),
  );
  if (!source.exists) throw new HttpError(404, "not_found", "Inbox item not found.");
  return { inboxRef, item, source };
}

function closeItem(tx: Transaction, inboxRef: FirebaseFirestore.DocumentReference, decision: OwnerDecision) {
  tx.update(inboxRef, { decision, status: "handled", expireAt: null, statusChangedAt: FieldValue.serverTimestamp() });
}

/** Approve (the account becomes an owner) or decline (with the reason) a claim; the claimant is e-mailed either way. */
export async function decideClaim(inboxId: string, decision: OwnerDecision, siteUrl: string, now = new Date()) {
  return withDeadline(
    db().runTransaction(async (tx) => {
      const found = await decidable(tx, inboxId, "claim");
      if (!found) return null;
      const claim = found.source;
      const businessId = String(claim.get("businessId"));
      const uid = String(claim.get("uid"));
      if (decision.state === "approved") {
        if (!(await tx.get(businessRef(businessId))).exists) throw unknownBusiness();
        tx.set(ownerRef(businessId, uid), {
          businessId,
          uid,
          email: String(claim.get("email") ?? ""),
          name: String(claim.get("name") ?? ""),
          since: Timestamp.fromDate(now),
          nextReminderAt: Timestamp.fromMillis(now.getTime() + REMINDER_EVERY_DAYS * DAY_MS),
        });
      }
      tx.update(claim.ref, { state: decision.state, reason: decision.state === "declined" ? decision.note : "" });
      closeItem(tx, found.inboxRef, decision);
      const outboxId = queueMail(tx, { kind: "owner_outcome", inboxId, siteUrl }, now);
      return { item: itemFromDoc(inboxId, { ...found.item.data(), decision, status: "handled" }), outboxId };
    }),
  );
}

/** A revision as staff review it: each changed field beside the live listing's value. */
export async function revisionReview(inboxId: string) {
  const revision = await withDeadline(db().collection(REVISIONS_COLLECTION).doc(inboxId).get());
  if (!revision.exists) return null;
  const r = revisionFromDoc(revision);
  const live = businessOf(await withDeadline(businessRef(r.businessId).get()));
  return {
    revision: r,
    business: live,
    changes: live ? changedFields(live as unknown as Record<string, unknown>, r.changes) : [],
  };
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
  now = new Date(),
) {
  let version: string | null = null;
  const done = await withDeadline(
    db().runTransaction(async (tx) => {
      const found = await decidable(tx, inboxId, "revision");
      if (!found) return null;
      const revision = revisionFromDoc(found.source);
      if (revision.state !== "pending")
        throw new HttpError(409, "conflict", "This change was replaced by a newer one.");
      const uid = String(found.source.get("uid"));
      if (decision.state === "approved") {
        const [business, owner] = await tx.getAll(businessRef(revision.businessId), ownerRef(revision.businessId, uid));
        const live = businessOf(business!);
        if (!live) throw unknownBusiness();
        if (!owner!.exists) throw new HttpError(409, "conflict", "Whoever sent this change is no longer an owner.");
        const trail = await openTrail(tx, revision.businessId);
        const changes: FieldChange[] = changedFields(live as unknown as Record<string, unknown>, revision.changes);
        const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
        for (const c of changes) update[c.field] = c.to;
        if ("hours" in revision.changes) {
          const at = Timestamp.fromDate(now);
          update.hoursConfirmedAt = at;
          changes.push({ field: "hoursConfirmedAt", from: live.hoursConfirmedAt ?? null, to: now.toISOString() });
        }
        tx.update(business!.ref, update);
        trail.record(`${String(found.source.get("email"))} (approved by ${staff})`, "owner", changes);
        version = bumpCacheVersion(tx);
      }
      tx.update(found.source.ref, {
        state: decision.state,
        reason: decision.state === "declined" ? decision.note : "",
        decidedAt: FieldValue.serverTimestamp(),
      });
      closeItem(tx, found.inboxRef, decision);
      const outboxId = queueMail(tx, { kind: "owner_outcome", inboxId, siteUrl }, now);
      return { item: itemFromDoc(inboxId, { ...found.item.data(), decision, status: "handled" }), outboxId };
    }),
  );
  if (version) cacheBumped(version);
  return done;
}

/** Staff put one field back to its value before a history entry's change; recorded as a restore. */
export async function restoreField(businessId: string, entryId: string, field: string, staff: string) {
  let version: string | null = null;
  await withDeadline(
    db().runTransaction(async (tx) => {
      const [business, entry] = await tx.getAll(
        businessRef(businessId),
        db().collection("business_history").doc(entryId),
      );
      if (!business!.exists) throw unknownBusiness();
      if (!entry!.exists || entry!.get("businessId") !== businessId) {
        throw new HttpError(404, "not_found", "History entry not found.");
      }
      const change = ((entry!.get("changes") ?? []) as FieldChange[]).find((c) => c.field === field);
      if (!change) throw new HttpError(400, "validation_failed", "That change did not touch this field.");
      if (field === "hoursConfirmedAt") {
        throw new HttpError(400, "validation_failed", "A confirmation can't be restored.");
      }
      const current = business!.get(field) ?? null;
      if (JSON.stringify(current) === JSON.stringify(change.from)) return;
      const trail = await openTrail(tx, businessId);
      tx.update(business!.ref, { [field]: change.from, updatedAt: FieldValue.serverTimestamp() });
      trail.record(staff, "restore", [{ field: change.field, from: current, to: change.from }]);
      version = bumpCacheVersion(tx);
    }),
  );
  if (version) cacheBumped(version);
}

// ---- The "still correct" links -------------------------------------------------------------------------------

/** A new link for one owner of one business; the caller queues its e-mail in the same commit. */
function createConfirmLink(tx: Transaction, businessId: string, uid: string, email: string, now: Date): string {
  const id = randomBytes(18).toString("base64url");
  tx.create(db().collection(CONFIRM_LINKS_COLLECTION).doc(id), {
    businessId,
    uid,
    email,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS),
    // A Firestore TTL policy on expireAt removes spent links a while after they expire (README, Deploy).
    expireAt: Timestamp.fromMillis(now.getTime() + (CONFIRM_LINK_DAYS + 30) * DAY_MS),
    usedAt: null,
  });
  return id;
}

/**
 * The scheduled reminder: every owner whose reminder is due gets a new link by e-mail (queued in the commit that
 * makes the link), and their next reminder is set 90 days on. An owner whose listing's hours were confirmed within
 * the last 90 days (a staff edit, an approved change, another owner's "still correct") is not asked again: their
 * reminder moves to 90 days after that confirmation. Returns the outbox jobs to deliver.
 */
async function queueHoursReminders(siteUrl: string, now = new Date()): Promise<string[]> {
  const due = await withDeadline(
    db()
      .collection(OWNERS_COLLECTION)
      .where("nextReminderAt", "<=", Timestamp.fromDate(now))
      .orderBy("nextReminderAt")
      .limit(200)
      .get(),
  );
  const every = REMINDER_EVERY_DAYS * DAY_MS;
  const jobs: string[] = [];
  for (const owner of due.docs) {
    const job = await withDeadline(
      db().runTransaction(async (tx) => {
        const fresh = await tx.get(owner.ref);
        const next = fresh.get("nextReminderAt") as Timestamp | undefined;
        if (!fresh.exists || !next || next.toMillis() > now.getTime()) return null; // another run took it
        const businessId = String(fresh.get("businessId"));
        const business = businessOf(await tx.get(businessRef(businessId)));
        if (!business) return null; // the listing was deleted: nothing to ask about
        const checkedAt = Date.parse(hoursCheckedAt(business));
        if (now.getTime() - checkedAt < every) {
          tx.update(owner.ref, { nextReminderAt: Timestamp.fromMillis(checkedAt + every) });
          return null;
        }
        const linkId = createConfirmLink(
          tx,
          businessId,
          String(fresh.get("uid")),
          String(fresh.get("email") ?? ""),
          now,
        );
        tx.update(owner.ref, { nextReminderAt: Timestamp.fromMillis(now.getTime() + every) });
        return queueMail(tx, { kind: "hours_reminder", linkId, siteUrl }, now);
      }),
    );
    if (job) jobs.push(job);
  }
  return jobs;
}

/** The daily `hoursReminders` job (index.ts): queue the due reminders, then send each. Returns the jobs sent. */
export async function sendHoursReminders(siteUrl: string, now = new Date()): Promise<string[]> {
  const jobs = await queueHoursReminders(siteUrl, now);
  for (const job of jobs) await deliverAfterCommit(job);
  return jobs;
}
