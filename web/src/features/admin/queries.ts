/**
 * The staff area's reads (docs/product.md#admin), each keyed by its URL (docs/decisions/0095), and what each write
 * refreshes. The public lists the tables show are shared with the public pages (lib/queries.ts). Retries:
 * lib/query-client (none unless said there).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from "@tanstack/react-query";
import type { ImportReview, CalendarSource } from "@main-street/domain/calendar-sources";
import type { DistrictDayStatus } from "@main-street/domain/district-days";
import type { EventCategory } from "@main-street/domain/event-categories";
import type { InboxItem, InboxPage, InboxSummary, InboxType, InboxView } from "@main-street/domain/inbox";
import type { StatsSummary } from "@main-street/domain/listing-stats-read";
import type { NewsletterPreview, NewsletterStats } from "@main-street/domain/newsletter";
import type { Business } from "@main-street/domain/business";
import type { BusinessOwner, FieldChange, HistoryEntry, Revision } from "@main-street/domain/owners";
import { api } from "@main-street/domain/paths";
import { adminApiPath, publicApiPath, type RecordKind } from "@main-street/domain/records";
import type { User } from "@main-street/domain/user";
import { fetchByKey, refreshReads } from "../../lib/query-client";

export const adminUsersQuery = queryOptions<User[]>({ queryKey: [api.admin.users.path] });

/** A record of a managed kind for its edit screen: the public record's own cache entry. No retries, so a missing
 * record shows 'Not Found' at once. */
export const recordQuery = <R>(kind: RecordKind, id: string) =>
  queryOptions<R>({ queryKey: [publicApiPath(kind), id], retry: false });

interface CategoryList {
  categories: EventCategory[];
  merged?: boolean;
}

export const eventCategoriesQuery = queryOptions({
  queryKey: [api.admin.eventCategories.path],
  queryFn: (context) => fetchByKey<CategoryList>(context),
  select: (list) => list.categories,
  retry: false,
});

export const calendarSourcesQuery = queryOptions<CalendarSource[]>({ queryKey: [api.admin.calendarSources.path] });

export interface InboxFilter {
  type: InboxType | "";
  view: InboxView;
  q: string;
}

/** The filter as query parameters, shared by the list and the CSV export. */
export function inboxFilterParams({ type, view, q }: InboxFilter) {
  return { view, type: type || undefined, q: q.trim() || undefined };
}

/** One filter's list, a page at a time: the first page's URL is the key, the next ones add the cursor. */
export const inboxQuery = (filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: [api.admin.inbox.list.path, inboxFilterParams(filter)],
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) =>
      fetchByKey<InboxPage>({
        queryKey: [api.admin.inbox.list.path, { ...inboxFilterParams(filter), cursor: pageParam }],
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The number of New items, for the tab and the dashboard. */
export const inboxSummaryQuery = queryOptions<InboxSummary>({ queryKey: [api.admin.inbox.summary.path] });

export const inboxItemQuery = (id: string) =>
  queryOptions<InboxItem>({ queryKey: [api.admin.inbox.item.href(id)], retry: false });

/** A listing change beside the live listing (docs/product.md#owners). */
export interface RevisionReview {
  revision: Revision;
  business: Business | null;
  changes: FieldChange[];
}

export const revisionReviewQuery = (id: string) =>
  queryOptions<RevisionReview>({ queryKey: [api.admin.inbox.review.href(id)], retry: false });

export const importReviewQuery = (id: string) =>
  queryOptions<ImportReview>({ queryKey: [api.admin.inbox.importReview.href(id)], retry: false });

export const newsletterStatsQuery = queryOptions<NewsletterStats>({ queryKey: [api.admin.newsletter.path] });

export const newsletterPreviewQuery = queryOptions<NewsletterPreview>({
  queryKey: [api.admin.newsletterPreview.path],
});

export const businessOwnersQuery = (id: string) =>
  queryOptions<BusinessOwner[]>({ queryKey: [api.admin.businessOwners.href(id)] });

export const businessHistoryQuery = (id: string) =>
  queryOptions<HistoryEntry[]>({ queryKey: [api.admin.businessHistory.href(id)] });

const districtDaysQuery = queryOptions<DistrictDayStatus[]>({ queryKey: [api.admin.districtDays.path] });

export const statsSummaryQuery = queryOptions<StatsSummary>({ queryKey: [api.admin.statsSummary.path] });

export const useAdminUsers = () => useQuery(adminUsersQuery);
export const useRecordForEditing = <R>(kind: RecordKind, id: string) => useQuery(recordQuery<R>(kind, id));
export const useEventCategories = () => useQuery(eventCategoriesQuery);
export const useCalendarSources = () => useQuery(calendarSourcesQuery);
export const useInbox = (filter: InboxFilter) => useInfiniteQuery(inboxQuery(filter));
export const useInboxSummary = () => useQuery(inboxSummaryQuery);
/** One item, for a link from a staff notice (?item=). */
export const useInboxItem = (id: string | null) => useQuery({ ...inboxItemQuery(id ?? ""), enabled: id !== null });
export const useRevisionReview = (id: string) => useQuery(revisionReviewQuery(id));
export const useImportReview = (id: string, enabled: boolean) => useQuery({ ...importReviewQuery(id), enabled });
export const useNewsletterStats = () => useQuery(newsletterStatsQuery);
/** Next week's e-mail, asked for when staff open the preview (it is the size of an e-mail). */
export const useNewsletterPreview = (enabled: boolean) => useQuery({ ...newsletterPreviewQuery, enabled });
export const useBusinessOwners = (id: string) => useQuery(businessOwnersQuery(id));
export const useBusinessHistory = (id: string) => useQuery(businessHistoryQuery(id));
export const useStatsSummary = () => useQuery(statsSummaryQuery);
export const useDistrictDays = () => useQuery(districtDaysQuery);

/**
 * After a write to a kind's records: every read under its public path (its list, each record, and for businesses
 * the searches and categories: docs/product.md#admin), and with `id` the staff's reads of that record (a business's
 * history, owners and figures).
 */
export function refreshKind(client: QueryClient, kind: RecordKind, id?: string) {
  return refreshReads(client, id === undefined ? [publicApiPath(kind)] : [publicApiPath(kind), adminApiPath(kind, id)]);
}

export const refreshAdminUsers = (client: QueryClient) => refreshReads(client, [api.admin.users.href()], "at");

export const refreshEventCategories = (client: QueryClient) =>
  refreshReads(client, [api.admin.eventCategories.href()], "at");

export const refreshCalendarSources = (client: QueryClient) =>
  refreshReads(client, [api.admin.calendarSources.href()], "at");

/** The inbox's list, its count of New items, and each item and review. */
export const refreshInbox = (client: QueryClient) => refreshReads(client, [api.admin.inbox.list.path]);

export const refreshBusinessOwners = (client: QueryClient, id: string) =>
  refreshReads(client, [api.admin.businessOwners.href(id)], "at");
