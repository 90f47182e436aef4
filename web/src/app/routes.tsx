/** Every page is its own chunk, so public pages never load admin, editor or profile code (docs/product.md#routes). */
import { matchRoutes, Route, Routes } from "react-router-dom";
import { Layout } from "./layout/Layout";
import { lazyPage, type LazyPage } from "./lazy-page";

const NotFoundPage = lazyPage(() => import("./layout/NotFoundPage"));

/** Public pages: rendered on the server (functions/src/ssr) and hydrated. */
const PUBLIC_PAGES: [path: string, page: LazyPage][] = [
  ["/", lazyPage(() => import("../features/home/HomePage"))],
  ["/directory", lazyPage(() => import("../features/directory/DirectoryPage"))],
  ["/directory/:id", lazyPage(() => import("../features/directory/BusinessDetailPage"))],
  ["/events", lazyPage(() => import("../features/events/EventsPage"))],
  ["/events/:id", lazyPage(() => import("../features/events/EventDetailPage"))],
  ["/event/:id", lazyPage(() => import("../features/events/EventDetailPage"))],
  ["/historic-district", lazyPage(() => import("../features/pages/HistoricDistrictPage"))],
  ["/volunteer", lazyPage(() => import("../features/volunteer/VolunteerPage"))],
  ["/bingo", lazyPage(() => import("../features/pages/BingoPage"))],
  ["/main-street-america", lazyPage(() => import("../features/pages/MainStreetAmericaPage"))],
  ["/sponsor", lazyPage(() => import("../features/pages/SponsorPage"))],
  ["/contact", lazyPage(() => import("../features/contact/ContactPage"))],
];

/** Staff and sign-in pages: client-only (the server sends the bare shell for them). */
const adminRoutes = import.meta.env.SSR ? null! : lazyPage(() => import("../features/admin/AdminRoutes"));
const PRIVATE_PAGES: [path: string, page: LazyPage][] = import.meta.env.SSR
  ? [] // the server renderer never carries them
  : [
      ["/admin", adminRoutes],
      ["/admin/events/edit/:id", adminRoutes],
      ["/admin/businesses/edit/:id", adminRoutes],
      ["/admin/bingo-squares/edit/:id", adminRoutes],
      ["/profile", lazyPage(() => import("../features/profile/ProfilePage"))],
      ["/login", lazyPage(() => import("../features/login/LoginPage"))],
    ];

const ALL_PAGES = [...PUBLIC_PAGES, ...PRIVATE_PAGES, ["*", NotFoundPage] as [string, LazyPage]];

/** Loads the page chunk for a path before the first render (hydration must not meet an unloaded page). */
export function preloadPage(pathname: string): Promise<void> {
  const matched = matchRoutes(
    ALL_PAGES.map(([path]) => ({ path })),
    pathname,
  );
  const path = matched?.[0]?.route.path;
  const page = ALL_PAGES.find(([p]) => p === path)?.[1] ?? NotFoundPage;
  return page.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ALL_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
