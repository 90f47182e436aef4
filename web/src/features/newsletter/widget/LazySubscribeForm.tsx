/**
 * The subscribe form where pages show it: in every footer, below the fold, so its code is not part of any page's
 * first load (scripts/check-bundle.ts). The server renders the form in full; React hydrates it on its own once the
 * code has come in idle time (its Subscribe button turns live then, and what was typed stays in the field), as the
 * events page's proposal form does.
 */
import { lazy, Suspense, type ComponentProps } from "react";

const Loaded = lazy(() => import("./SubscribeForm").then((module) => ({ default: module.SubscribeForm })));

export function SubscribeForm(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
