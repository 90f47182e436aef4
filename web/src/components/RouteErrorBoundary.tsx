/**
 * Every page's ErrorBoundary: a page that failed to render or to load its code (e.g. a chunk a new deploy
 * removed) shows the site's failed-load message, whose Try again reloads the page. That message's code loads only
 * when a page fails, so it adds nothing to what a page loads to start.
 */
import { lazy, Suspense } from "react";

const LoadFailure = lazy(() => import("./LoadFailure").then((module) => ({ default: module.LoadFailure })));

export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LoadFailure
        error={null}
        title="This page could not be loaded"
        headingLevel="h1"
        onRetry={() => window.location.reload()}
      />
    </Suspense>
  );
}
