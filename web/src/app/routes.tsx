/** Every page is its own chunk, so public pages never load admin, editor or profile code (docs/product.md#routes). */
import { matchRoutes, Route, Routes } from "react-router-dom";
import { Layout } from "./layout/Layout";
import { lazyPage, type LazyPage } from "./lazy-page";
import { PAGES } from "./pages";
import { NOT_FOUND_ROUTE, PUBLIC_ROUTES } from "./route-table";

/** Staff and sign-in pages: client-only (Hosting serves them the bare shell) and never in the server bundle. */
const adminRoutes = import.meta.env.SSR ? null! : lazyPage(() => import("../features/admin/AdminRoutes"));
const ownerRoutes = import.meta.env.SSR ? null! : lazyPage(() => import("../features/owner/OwnerAreaPage"));
const PRIVATE_PAGES: [path: string, page: LazyPage][] = import.meta.env.SSR
  ? []
  : [
      ["/admin", adminRoutes],
      ["/admin/events/edit/:id", adminRoutes],
      ["/admin/businesses/edit/:id", adminRoutes],
      ["/admin/bingo-squares/edit/:id", adminRoutes],
      ["/owner/*", ownerRoutes],
      ["/profile", lazyPage(() => import("../features/profile/ProfilePage"))],
      ["/login", lazyPage(() => import("../features/login/LoginPage"))],
    ];

const ALL_PAGES: [path: string, page: LazyPage][] = [
  ...PUBLIC_ROUTES.map((route): [string, LazyPage] => [route.path, PAGES[route.page]]),
  ...PRIVATE_PAGES,
  [NOT_FOUND_ROUTE.path, PAGES[NOT_FOUND_ROUTE.page]],
];

/** Loads the page chunk for a path before the first render, so hydration meets the page and not a fallback. */
export function preloadPage(pathname: string): Promise<void> {
  const path = matchRoutes(
    ALL_PAGES.map(([p]) => ({ path: p })),
    pathname,
  )?.[0]?.route.path;
  return (ALL_PAGES.find(([p]) => p === path)?.[1] ?? PAGES[NOT_FOUND_ROUTE.page]).preload();
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
