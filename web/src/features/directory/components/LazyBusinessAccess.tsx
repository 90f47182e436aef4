/**
 * The business page's access details, server-rendered in full and hydrated on their own once their code has come in
 * idle time: text only, so not part of the page's first load (scripts/check-bundle.ts). Memoised: nothing the page
 * re-renders (its minute clock) reaches the section before its code is in.
 */
import { lazy, memo, Suspense, type ComponentProps } from "react";

const Loaded = lazy(() => import("./BusinessAccess").then((module) => ({ default: module.BusinessAccess })));

export const BusinessAccess = memo(function LazyBusinessAccess(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
});
