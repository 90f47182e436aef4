/**
 * Every record type staff see (docs/decisions/0023-record-descriptors.md), in the order of the dashboard's tabs
 * (docs/product.md#admin): where its list is, and where one is changed. The kinds staff manage have a tab and an
 * edit screen built from their descriptor; the others have a tab of their own, or show inside another type's screen.
 */
import type { ComponentType } from "react";
import {
  calendarSourceType,
  claimType,
  districtDayType,
  historyType,
  inboxItemType,
  ownerType,
  revisionType,
  userType,
  type RecordCollection,
} from "@main-street/domain/records";
import { CalendarsTab } from "../calendars/CalendarsTab";
import { DistrictDaysTab } from "../district-days/DistrictDaysTab";
import { UsersTab } from "../components/UsersTab";
import { InboxTab, InboxTabLabel } from "../inbox/InboxTab";
import { bingoSquareAdmin } from "./bingo-square-admin";
import { businessAdmin } from "./business-admin";
import { eventAdmin } from "./event-admin";

/** The kinds staff add, edit and delete: each has a tab and an edit screen (/admin/{collection}/edit/{id}). */
export const ADMIN_RECORDS = [eventAdmin, businessAdmin, bingoSquareAdmin] as const;

export interface AdminView {
  type: { label: string; plural: string; collection: RecordCollection };
  /** Its dashboard tab: the list, with its label (a component when it shows more than the plural). */
  tab?: { label: string; Label?: ComponentType; Panel: ComponentType };
  /** A type listed inside another's screen: the collection of that type. */
  shownIn?: RecordCollection;
  /** Where one is changed, when not on an edit screen of its own. */
  changedIn?: string;
}

const managed = ({ kind, Tab }: (typeof ADMIN_RECORDS)[number]) => ({
  type: kind,
  tab: { label: kind.plural, Panel: Tab },
});

export const ADMIN_VIEWS = [
  {
    type: inboxItemType,
    tab: { label: "Inbox", Label: InboxTabLabel, Panel: InboxTab },
    changedIn: "the item's dialog: its status",
  },
  { type: userType, tab: { label: userType.plural, Panel: UsersTab }, changedIn: "its row: the role selector" },
  ...ADMIN_RECORDS.map(managed),
  {
    type: calendarSourceType,
    tab: { label: calendarSourceType.plural, Panel: CalendarsTab },
    changedIn: "its row: Edit, Import now, Remove",
  },
  {
    type: districtDayType,
    tab: { label: districtDayType.plural, Panel: DistrictDaysTab },
    changedIn: "its card: Remove (named with Name a Day)",
  },
  { type: claimType, shownIn: inboxItemType.collection, changedIn: "the inbox item's dialog: approve or decline" },
  { type: revisionType, shownIn: inboxItemType.collection, changedIn: "the inbox item's dialog: the review" },
  { type: ownerType, shownIn: businessAdmin.kind.collection, changedIn: "its row: Remove" },
  { type: historyType, shownIn: businessAdmin.kind.collection, changedIn: "its entry: Restore earlier …" },
] as const satisfies readonly AdminView[];

/** The views with a dashboard tab, in tab order. */
export const TAB_VIEWS = ADMIN_VIEWS.filter(
  (view): view is Extract<(typeof ADMIN_VIEWS)[number], { tab: object }> => "tab" in view && view.tab !== undefined,
);
