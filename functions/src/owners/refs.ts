import { claimType, confirmLinkType, historyType, ownerType, revisionType } from "@main-street/domain/records";
import { firestore } from "../platform/firestore";

/** The owners' collections (docs/decisions/0033-owner-revisions.md), named once for every owners module. */
export const OWNERS_COLLECTION = ownerType.collection;
export const CLAIMS_COLLECTION = claimType.collection;
export const REVISIONS_COLLECTION = revisionType.collection;
export const CONFIRM_LINKS_COLLECTION = confirmLinkType.collection;
export const HISTORY_COLLECTION = historyType.collection;

export const db = () => firestore();
/** One document per owner of one business: it exists exactly while they own it. */
export const ownerRef = (businessId: string, uid: string) =>
  db().collection(OWNERS_COLLECTION).doc(`${businessId}__${uid}`);
export { businessRef } from "../businesses";

/**
 * What else ends with ownerships (an owner removed, their data deleted on request, the listing deleted): the owners'
 * calendars (docs/product.md#importing-calendars). The import sits above owners, so the app passes it in.
 */
export type EndOwnerships = (which: { businessId?: string; uids?: string[] }) => Promise<unknown>;
