/** What other folders use of owners/: they import it from here, never a file inside (docs/decisions/0098). */
export { adminOwnerRoutes } from "./admin-routes";
export { deleteOwnerRecords } from "./business-removed";
export { claimForm, decideClaim } from "./claims";
export { forgetOwner } from "./forget";
export { DISTRICT_DAY_ANSWER, signLinkId, verifiedLinkId } from "./links";
export { businessOf, listOwners, notOwner, readBusiness, removeOwner, unknownBusiness } from "./ownership";
export { CONFIRM_LINKS_COLLECTION, OWNERS_COLLECTION, businessRef, db, ownerRef } from "./refs";
export { sendHoursReminders } from "./reminders";
export { decideRevision, ownedBusiness, revisionForm, revisionReview } from "./revisions";
export { ownerRoutes } from "./routes";
