/**
 * The site's routes (docs/decisions/0044-route-modules.md). Each page is a route module (`Component` and
 * `handle`, lib/page.ts), loaded lazily; this list attaches what every page shares: the server's loader, built
 * from the handle, and the site's error boundary unless the module brings its own. The server renders the public
 * pages (entry-server.tsx); staff, owner, sign-in and profile pages are client-only and absent from the server
 * bundle. Each route's id is its module, which the server's preload list is keyed by.
 */
import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { pages } from "@main-street/domain/paths";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { newsletterOptionsQuery } from "../features/newsletter/widget";
import { pageLoader, type LoaderContext, type PageModule } from "../lib/page";
import { Layout } from "./layout/Layout";

/** What a page's `lazy` resolves to: its module, the error boundary it renders in and, on the server, its loader. */
export interface LoadedPage extends PageModule {
  ErrorBoundary: ComponentType;
  loader?: RouteObject["loader"];
}

function page(id: string, path: string, load: () => Promise<PageModule>): RouteObject {
  return {
    id,
    path,
    lazy: async (): Promise<LoadedPage> => {
      const { Component, handle, ErrorBoundary = RouteErrorBoundary } = await load();
      // The browser never runs loaders (BrowserRouter): its hooks read what the server embedded, or fetch.
      const loader = import.meta.env.SSR && handle?.queries ? pageLoader(handle) : undefined;
      return { Component, handle, ErrorBoundary, ...(loader ? { loader } : {}) };
    },
  };
}

/** A client-only area whose module has one default export, its component. */
const area = (id: string, path: string, load: () => Promise<{ default: ComponentType }>): RouteObject =>
  page(id, path, async () => ({ Component: (await load()).default }));

const PUBLIC: RouteObject[] = [
  page("features/home/HomePage", pages.home.path, () => import("../features/home/HomePage")),
  page("features/directory/DirectoryPage", pages.directory.path, () => import("../features/directory/DirectoryPage")),
  page(
    "features/directory/BusinessDetailPage",
    pages.business.path,
    () => import("../features/directory/BusinessDetailPage"),
  ),
  page("features/events/EventsPage", pages.events.path, () => import("../features/events/EventsPage")),
  page("features/events/EventDetailPage", pages.event.path, () => import("../features/events/EventDetailPage")),
  page(
    "features/events/EventDetailPage:alias",
    pages.eventAlias.path,
    () => import("../features/events/EventDetailPage"),
  ),
  page(
    "features/info-pages/HistoricDistrictPage",
    pages.historicDistrict.path,
    () => import("../features/info-pages/HistoricDistrictPage"),
  ),
  page("features/volunteer/VolunteerPage", pages.volunteer.path, () => import("../features/volunteer/VolunteerPage")),
  page("features/bingo/BingoPage", pages.bingo.path, () => import("../features/bingo/BingoPage")),
  page(
    "features/info-pages/MainStreetAmericaPage",
    pages.mainStreetAmerica.path,
    () => import("../features/info-pages/MainStreetAmericaPage"),
  ),
  page("features/info-pages/SponsorPage", pages.sponsor.path, () => import("../features/info-pages/SponsorPage")),
  page("features/contact/ContactPage", pages.contact.path, () => import("../features/contact/ContactPage")),
  page("features/info-pages/PrivacyPage", pages.privacy.path, () => import("../features/info-pages/PrivacyPage")),
  page("features/info-pages/TermsPage", pages.terms.path, () => import("../features/info-pages/TermsPage")),
  page("features/this-week/ThisWeekPage", pages.thisWeek.path, () => import("../features/this-week/ThisWeekPage")),
];

/**
 * Client-only: the function sends these addresses the bare shell (PRIVATE_AREAS in the address registry), and the
 * server bundle never holds their code.
 */
const PRIVATE: RouteObject[] = import.meta.env.SSR
  ? []
  : [
      area("features/admin/AdminRoutes", `${pages.admin.path}/*`, () => import("../features/admin/AdminRoutes")),
      area("features/owner/OwnerAreaPage", `${pages.owner.path}/*`, () => import("../features/owner/OwnerAreaPage")),
      area(
        "features/newsletter/NewsletterLinkPage",
        `${pages.newsletter.path}/*`,
        () => import("../features/newsletter/NewsletterLinkPage"),
      ),
      area("features/profile/ProfilePage", pages.profile.path, () => import("../features/profile/ProfilePage")),
      area("features/login/LoginPage", pages.login.path, () => import("../features/login/LoginPage")),
    ];

/**
 * What the frame of every server-rendered page shows: the footer's subscribe form offers the events' categories. A
 * failed read leaves the page whole (prefetch never throws): the form then offers all categories until the browser
 * reads them.
 */
async function layoutLoader({ context }: { context?: unknown }): Promise<null> {
  await (context as LoaderContext).queryClient.prefetchQuery(newsletterOptionsQuery);
  return null;
}

export const routes: RouteObject[] = [
  {
    id: "layout",
    Component: Layout,
    // The browser reads the categories from the page's embedded data (or fetches them): the server's loader only.
    loader: import.meta.env.SSR ? layoutLoader : undefined,
    children: [...PUBLIC, ...PRIVATE, page("app/layout/NotFoundPage", "*", () => import("./layout/NotFoundPage"))],
  },
];
