import {
  bingoSquareKind,
  businessKind,
  claimType,
  eventKind,
  historyType,
  inboxItemType,
  ownerType,
  revisionType,
  userType,
  calendarSourceType,
  districtDayType,
  type RecordCollection,
  type RecordType,
} from "@main-street/domain/records";
import { createSource, listSources, removeOwnerCalendars, removeSource, updateSource } from "./calendar-import";
import { districtDayStatuses, nameDistrictDay, removeDistrictDay } from "./district-days";
import { getInboxItem, listInbox, setInboxStatus } from "./inbox";
import { claimForm, decideClaim } from "./owners";
import { listHistory, restoreField } from "./businesses";
import { deleteOwnerRecords } from "./owners";
import { listOwners, removeOwner } from "./owners";
import { decideRevision, ownedBusiness, revisionForm, revisionReview } from "./owners";
import { getUser, listUsers } from "./users";
import { setUserRole } from "./users";
import { bingoSquares } from "./bingo";
import { businesses } from "./businesses";
import { managedEvents } from "./events";

/** Deleting a listing also deletes its ownerships and their calendars, so its owners no longer count as owners (docs/product.md#owners). */
const managedBusinesses: typeof businesses = {
  ...businesses,
  async remove(id) {
    const removed = await businesses.remove(id);
    if (removed) await deleteOwnerRecords(id, removeOwnerCalendars);
    return removed;
  },
};

/** Every kind the admins manage: each gets the admin routes, and the images its records show count as in use. */
export const MANAGED_RECORDS = [managedEvents, managedBusinesses, bingoSquares] as const;

/**
 * Where each record type is read and written (docs/decisions/0023-record-descriptors.md): the kinds admins manage
 * share the generic repository (records/repository.ts, above as MANAGED_RECORDS), the others have a module of their own. Every one reads its
 * documents with its type's schema (records/read.ts).
 */
type Described = Omit<RecordType, "schema">;
const repository = <T extends object>(type: Described, operations: T) => ({ type, ...operations });

export const RECORD_REPOSITORIES = {
  [eventKind.collection]: repository(eventKind, managedEvents),
  [businessKind.collection]: repository(businessKind, managedBusinesses),
  [bingoSquareKind.collection]: repository(bingoSquareKind, bingoSquares),
  [inboxItemType.collection]: repository(inboxItemType, { listInbox, getInboxItem, setInboxStatus }),
  [claimType.collection]: repository(claimType, { claimForm, decideClaim }),
  [revisionType.collection]: repository(revisionType, { revisionForm, ownedBusiness, revisionReview, decideRevision }),
  [historyType.collection]: repository(historyType, { listHistory, restoreField }),
  [ownerType.collection]: repository(ownerType, { listOwners, removeOwner }),
  [userType.collection]: repository(userType, { listUsers, getUser, setUserRole }),
  [calendarSourceType.collection]: repository(calendarSourceType, {
    listSources,
    createSource,
    updateSource,
    removeSource,
  }),
  [districtDayType.collection]: repository(districtDayType, {
    districtDayStatuses,
    nameDistrictDay,
    removeDistrictDay,
  }),
} satisfies Record<RecordCollection, { type: Described }>;
