/**
 * The route modules in the browser (docs/decisions/0044-route-modules.md). The browser routes with BrowserRouter
 * over the same route list the server renders with React Router's static handler: React Router's data router
 * would add 17 kB gzipped to every public page, past their budget. Each page module is loaded once, by its route,
 * before the first render for the address the page opened at, and on the way to any other.
 */
import { Component as ReactComponent, createElement, type ComponentType, type ReactNode } from "react";
import { matchRoutes, useRoutes, type Location, type Params, type RouteObject } from "react-router-dom";
import type { PageHandle } from "../lib/page";
import { routes } from "./routes";

interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  handle?: PageHandle;
}

const loaded = new Map<string, RouteModule>();
const loading = new Map<string, Promise<RouteModule>>();

function load(route: RouteObject): Promise<RouteModule> {
  const id = route.id!;
  let pending = loading.get(id);
  if (!pending) {
    pending = (route.lazy as () => Promise<RouteModule>)().then((module) => {
      loaded.set(id, module);
      return module;
    });
    loading.set(id, pending);
  }
  return pending;
}

/** The deepest route an address matches: the 404 route when no other does. */
function pageRouteOf(pathname: string): RouteObject | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}

/** Loads the module of the page at `pathname`, so the first render meets the page and not a fallback. */
export async function loadPageModule(pathname: string): Promise<void> {
  const route = pageRouteOf(pathname);
  if (route?.lazy) await load(route);
}

/** The page at this location: its `:name` segments and, once loaded, its module (its head, for RouteHead). */
export function pageAt(location: Pick<Location, "pathname">): { params: Params; module: RouteModule | undefined } {
  const match = matchRoutes(routes, location.pathname)?.at(-1);
  return { params: match?.params ?? {}, module: match?.route.id ? loaded.get(match.route.id) : undefined };
}

class PageBoundary extends ReactComponent<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A route's page: suspends until its module is in, then renders it inside its ErrorBoundary. */
function RoutePage({ route }: { route: RouteObject }) {
  const module = loaded.get(route.id!);
  if (!module) throw load(route); // React's thenable protocol: the nearest Suspense waits for the chunk
  const page = createElement(module.Component);
  return module.ErrorBoundary ? (
    <PageBoundary fallback={createElement(module.ErrorBoundary)}>{page}</PageBoundary>
  ) : (
    page
  );
}

/** The route list for BrowserRouter's useRoutes: each lazy route renders its module through RoutePage. */
function forBrowser(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    path: route.path,
    ...(route.Component ? { Component: route.Component } : {}),
    ...(route.lazy ? { element: <RoutePage key={route.id} route={route} /> } : {}),
    ...(route.children ? { children: forBrowser(route.children) } : {}),
  }));
}

let browserRoutes: RouteObject[] | undefined;

export function BrowserRoutes() {
  // Built on first use: the layout (which routes.tsx names) reads this module too.
  return useRoutes((browserRoutes ??= forBrowser(routes)));
}
