import { pages } from "@main-street/domain/paths";
import { siteMeta } from "@main-street/domain/seo";
import { homeQuery, useHomeSummary } from "./queries";
import { CategoryTiles } from "./components/CategoryTiles";
import { FeaturedBusinesses } from "./components/FeaturedBusinesses";
import { FeaturedEvents } from "./components/FeaturedEvents";
import { HistoricTeaser } from "./components/HistoricTeaser";
import { HomeHero } from "./components/HomeHero";
import { MissionSection } from "./components/MissionSection";
import { eventsQuery } from "../../lib/queries";
import type { PageHandle } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md). It shows what is open now, so its HTML keeps a minute. */
export const handle: PageHandle = {
  queries: () => [homeQuery, eventsQuery],
  head: () => ({ status: 200, meta: siteMeta("Historic Downtown Boulder City", pages.home.href()) }),
  jsonLd: async (_page, _data, origin) => [
    (await import("@main-street/domain/structured-data")).organizationJsonLd(origin),
  ],
  clock: "minute",
};

export function Component() {
  const { data: summary, isLoading } = useHomeSummary();
  return (
    <>
      <HomeHero />
      <MissionSection />
      <FeaturedEvents />
      <CategoryTiles counts={summary?.categoryCounts} loading={isLoading} />
      <FeaturedBusinesses businesses={summary?.featuredBusinesses} loading={isLoading} />
      <HistoricTeaser />
    </>
  );
}
