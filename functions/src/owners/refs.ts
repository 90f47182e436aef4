import { firestore } from "../platform/firestore";

/** The owners' collections (docs/decisions/0033-owner-revisions.md), named once for every owners module. */
export const OWNERS_COLLECTION = "business_owners";
export const CLAIMS_COLLECTION = "business_claims";
export const REVISIONS_COLLECTION = "business_revisions";
export const CONFIRM_LINKS_COLLECTION = "hours_confirm_links";
export const HISTORY_COLLECTION = "business_history";

export const db = () => firestore();
/** One document per owner of one business: it exists exactly while they own it. */
export const ownerRef = (businessId: string, uid: string) =>
  db().collection(OWNERS_COLLECTION).doc(`${businessId}__${uid}`);
export const businessRef = (id: string) => db().collection("businesses").doc(id);
