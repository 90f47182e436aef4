/**
 * The one key convention (docs/decisions/0095): every feature's read is keyed by its URL as the address registry
 * writes it, so the key the server render loads, the key a page reads and the address the browser fetches are one.
 * And a write's refresh reaches the reads it names, and only those.
 */
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { api } from "@main-street/domain/paths";
import { businessKind, eventKind } from "@main-street/domain/records";
import * as admin from "../features/admin/queries";
import { directoryQuery } from "../features/directory/queries";
import { eventQuery } from "../features/events/queries";
import { homeQuery } from "../features/home/queries";
import { webConfigQuery } from "../features/login/queries";
import { newsletterOptionsQuery } from "../features/newsletter/widget/queries";
import { monthlySummaryQuery, ownedBusinessQuery, ownerCalendarQuery } from "../features/owner/queries";
import { myListingsQuery, ownedBusinessesQuery } from "../features/owner/widget/queries";
import { thisWeekQuery } from "../features/this-week/queries";
import { currentUserQuery } from "../widgets/auth/queries";
import { listingStatsQuery } from "../widgets/listing-stats/queries";
import { bingoSquaresQuery, businessesQuery, businessQuery, eventsQuery } from "./queries";
import { queryKeyToUrl, refreshReads } from "./query-client";

// An id with characters an address must encode: the key spells it as the registry's href does.
const ODD = "a b/c";
const ID = "blue-plate-diner";

const FILTER: admin.InboxFilter = { type: "claim", view: "open", q: " pie " };

const KEYS_AND_ADDRESSES: [string, QueryKey, string][] = [
  ["every event", eventsQuery.queryKey, api.events.href()],
  ["one event", eventQuery(ID).queryKey, api.event.href(ID)],
  ["one date of a series", eventQuery(ID, "2026-07-04").queryKey, `${api.event.href(ID)}?date=2026-07-04`],
  ["every business", businessesQuery.queryKey, api.businesses.href()],
  ["one business", businessQuery(ID).queryKey, api.business.href(ID)],
  ["the bingo squares", bingoSquaresQuery.queryKey, api.bingoSquares.href()],
  ["home", homeQuery.queryKey, api.home.href()],
  [
    "a directory page",
    directoryQuery({ q: "pie", category: null, open: true, access: null, page: 2 }).queryKey,
    `${api.directory.href()}?q=pie&open=now&page=2`,
  ],
  ["this week", thisWeekQuery().queryKey, api.thisWeek.href()],
  ["a weekly e-mail's week", thisWeekQuery("2026-W23").queryKey, api.thisWeek.href("2026-W23")],
  ["the subscribe form's options", newsletterOptionsQuery.queryKey, api.newsletter.options.href()],
  ["the web config", webConfigQuery.queryKey, api.config.href()],
  ["who is signed in", currentUserQuery.queryKey, api.auth.user.href()],
  [
    "an owner's statistics",
    listingStatsQuery(api.owner.businessStats.href(ODD)).queryKey,
    api.owner.businessStats.href(ODD),
  ],
  ["owned listings", ownedBusinessesQuery.queryKey, api.owner.businesses.href()],
  ["the account's listings' names", myListingsQuery.queryKey, api.owner.mine.href()],
  ["one owned listing", ownedBusinessQuery(ODD).queryKey, api.owner.business.href(ODD)],
  ["its calendar", ownerCalendarQuery(ODD).queryKey, api.owner.calendar.href(ODD)],
  ["the monthly summary setting", monthlySummaryQuery.queryKey, api.owner.monthlySummary.href()],
  ["staff accounts", admin.adminUsersQuery.queryKey, api.admin.users.href()],
  ["a record to edit", admin.recordQuery(businessKind, ODD).queryKey, api.business.href(ODD)],
  ["the event categories", admin.eventCategoriesQuery.queryKey, api.admin.eventCategories.href()],
  ["calendar sources", admin.calendarSourcesQuery.queryKey, api.admin.calendarSources.href()],
  [
    "an inbox list",
    admin.inboxQuery(FILTER).queryKey,
    api.admin.inbox.list.href({ view: "open", type: "claim", q: "pie" }),
  ],
  ["the inbox's count", admin.inboxSummaryQuery.queryKey, api.admin.inbox.summary.href()],
  ["an inbox item", admin.inboxItemQuery(ODD).queryKey, api.admin.inbox.item.href(ODD)],
  ["a listing change's review", admin.revisionReviewQuery(ODD).queryKey, api.admin.inbox.review.href(ODD)],
  ["a calendar import's review", admin.importReviewQuery(ODD).queryKey, api.admin.inbox.importReview.href(ODD)],
  ["the weekly e-mail's figures", admin.newsletterStatsQuery.queryKey, api.admin.newsletter.href()],
  ["next week's e-mail", admin.newsletterPreviewQuery.queryKey, api.admin.newsletterPreview.href()],
  ["a business's owners", admin.businessOwnersQuery(ODD).queryKey, api.admin.businessOwners.href(ODD)],
  ["a business's history", admin.businessHistoryQuery(ODD).queryKey, api.admin.businessHistory.href(ODD)],
  ["the district's figures", admin.statsSummaryQuery.queryKey, api.admin.statsSummary.href()],
];

describe("each read's key", () => {
  it.each(KEYS_AND_ADDRESSES)("of %s is its address", (_name, key, address) => {
    expect(queryKeyToUrl(key)).toBe(address);
  });
});

describe("a write's refresh", () => {
  const cached = (keys: QueryKey[]) => {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, []);
    return client;
  };
  const refreshed = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => queryKeyToUrl(query.queryKey))
      .sort();

  it("under a kind reaches its list, its records and their dates, and no other kind", async () => {
    const client = cached([
      eventsQuery.queryKey,
      eventQuery(ID).queryKey,
      eventQuery(ID, "2026-07-04").queryKey,
      businessQuery(ID).queryKey,
      [api.eventsFeed.path],
    ]);
    await admin.refreshKind(client, eventKind);
    expect(refreshed(client)).toEqual(
      [api.events.href(), api.event.href(ID), `${api.event.href(ID)}?date=2026-07-04`].sort(),
    );
  });

  it("of a saved record reaches the staff's reads of that record too, not another's", async () => {
    const client = cached([
      businessQuery(ID).queryKey,
      admin.businessHistoryQuery(ID).queryKey,
      admin.businessHistoryQuery("other").queryKey,
      admin.statsSummaryQuery.queryKey,
    ]);
    await admin.refreshKind(client, businessKind, ID);
    expect(refreshed(client)).toEqual([api.business.href(ID), api.admin.businessHistory.href(ID)].sort());
  });

  it("at an address reaches that read whatever its query, and nothing under it", async () => {
    const client = cached([
      admin.inboxQuery(FILTER).queryKey,
      admin.inboxSummaryQuery.queryKey,
      admin.inboxItemQuery(ID).queryKey,
      admin.adminUsersQuery.queryKey,
    ]);
    await refreshReads(client, [api.admin.inbox.list.href()], "at");
    expect(refreshed(client)).toEqual([queryKeyToUrl(admin.inboxQuery(FILTER).queryKey)]);
    await admin.refreshInbox(client);
    expect(refreshed(client)).toHaveLength(3);
  });
});
