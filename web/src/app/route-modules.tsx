/**
 * The route modules in the browser (docs/decisions/0044-route-modules.md). The browser routes with BrowserRouter
 * over the same route list the server renders with React Router's static handler: React Router's data router
 * would add 17 kB gzipped to every public page, past their budget. Each page's module loads once (app/RoutePage.tsx):
 * before the first render for the address the page opened at, so hydration meets the page the server rendered and
 * not a fallback, and on the way to any other.
 */
import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { lazyPage, RoutePage, type LazyPage } from "./RoutePage";
import { routes } from "./routes";

const lazyPages = new Map<string, LazyPage>();

/** The route list for BrowserRouter's useRoutes: each lazy route renders its module through RoutePage. */
function forBrowser(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const page = route.lazy ? lazyPage(route) : undefined;
    if (page) lazyPages.set(route.id!, page);
    return {
      path: route.path,
      ...(route.Component ? { Component: route.Component } : {}),
      ...(page ? { element: <RoutePage key={route.id} page={page} /> } : {}),
      ...(route.children ? { children: forBrowser(route.children) } : {}),
    };
  });
}

const browserRoutes = forBrowser(routes);

/** Loads the module of the page at `pathname` (the 404 page's when no other matches). */
export async function loadPageModule(pathname: string): Promise<void> {
  const id = matchRoutes(routes, pathname)?.at(-1)?.route.id;
  if (id) await lazyPages.get(id)?.load();
}

export function BrowserRoutes() {
  return useRoutes(browserRoutes);
}
