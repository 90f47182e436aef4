import { STATIC_PAGES } from "@main-street/domain/seo";
import { Seo } from "../../components/Seo";
import { useHomeSummary } from "./api/use-home-data";
import { CategoryTiles } from "./components/CategoryTiles";
import { FeaturedBusinesses } from "./components/FeaturedBusinesses";
import { FeaturedEvents } from "./components/FeaturedEvents";
import { HistoricTeaser } from "./components/HistoricTeaser";
import { HomeHero } from "./components/HomeHero";
import { MissionSection } from "./components/MissionSection";

export default function HomePage() {
  const { data: summary, isLoading } = useHomeSummary();
  return (
    <>
      <Seo meta={STATIC_PAGES.home} />
      <HomeHero />
      <MissionSection />
      <FeaturedEvents />
      <CategoryTiles counts={summary?.categoryCounts} loading={isLoading} />
      <FeaturedBusinesses businesses={summary?.featuredBusinesses} loading={isLoading} />
      <HistoricTeaser />
    </>
  );
}
