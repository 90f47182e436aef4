/**
 * A page in the browser (docs/decisions/0044-route-modules.md): its module, loaded once through React.lazy, rendered
 * with the head its handle gives and inside its error boundary.
 */
import { lazy, type ComponentType } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useLocation, type RouteObject } from "react-router-dom";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import type { PageModule } from "../lib/page";
import type { LoadedPage } from "./routes";
import { usePageHead } from "./use-page-head";

/** A page with its head: the head follows the page's own handle and the route's `:name` segments. */
export function Page({ module }: { module: PageModule }) {
  usePageHead(module.handle);
  return <module.Component />;
}

export interface LazyPage {
  load: () => Promise<LoadedPage>;
  /** Set once the module is in: rendered directly from then on, so a loaded page never suspends. */
  module?: LoadedPage;
  /** Suspends the nearest Suspense (the layout's) until the module is in. */
  Lazy: ComponentType;
}

export function lazyPage(route: RouteObject): LazyPage {
  let loading: Promise<LoadedPage> | undefined;
  const page: LazyPage = {
    load: () => (loading ??= (route.lazy as () => Promise<LoadedPage>)().then((module) => (page.module = module))),
    Lazy: lazy(() => page.load().then((module) => ({ default: () => <Page module={module} /> }))),
  };
  return page;
}

/**
 * A route's page inside its error boundary (the module's, else the site's failed-load message), which a new
 * address resets. A module that fails to load shows the same message.
 */
export function RoutePage({ page }: { page: LazyPage }) {
  const { pathname } = useLocation();
  const { module, Lazy } = page;
  const Failed = module?.ErrorBoundary ?? RouteErrorBoundary;
  return (
    <ErrorBoundary fallback={<Failed />} resetKeys={[pathname]}>
      {module ? <Page module={module} /> : <Lazy />}
    </ErrorBoundary>
  );
}
