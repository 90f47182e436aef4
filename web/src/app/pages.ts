/** Each public page module's lazy import: every page is its own chunk (docs/product.md#routes). */
import { lazyPage, type LazyPage } from "./lazy-page";
import type { PageModule } from "./route-table";

export const PAGES: Record<PageModule, LazyPage> = {
  "features/home/HomePage": lazyPage(() => import("../features/home/HomePage")),
  "features/directory/DirectoryPage": lazyPage(() => import("../features/directory/DirectoryPage")),
  "features/directory/BusinessDetailPage": lazyPage(() => import("../features/directory/BusinessDetailPage")),
  "features/events/EventsPage": lazyPage(() => import("../features/events/EventsPage")),
  "features/events/EventDetailPage": lazyPage(() => import("../features/events/EventDetailPage")),
  "features/info-pages/HistoricDistrictPage": lazyPage(() => import("../features/info-pages/HistoricDistrictPage")),
  "features/volunteer/VolunteerPage": lazyPage(() => import("../features/volunteer/VolunteerPage")),
  "features/bingo/BingoPage": lazyPage(() => import("../features/bingo/BingoPage")),
  "features/info-pages/MainStreetAmericaPage": lazyPage(() => import("../features/info-pages/MainStreetAmericaPage")),
  "features/info-pages/SponsorPage": lazyPage(() => import("../features/info-pages/SponsorPage")),
  "features/contact/ContactPage": lazyPage(() => import("../features/contact/ContactPage")),
  "app/layout/NotFoundPage": lazyPage(() => import("./layout/NotFoundPage")),
};
