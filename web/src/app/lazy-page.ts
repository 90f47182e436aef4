/**
 * A lazily loaded page that can be loaded ahead of rendering. Once loaded it renders synchronously, so the server
 * renders it in one pass and the client hydrates the server's HTML without a Suspense fallback in between.
 */
import { createElement, type ComponentType, type ReactElement } from "react";

export interface LazyPage {
  (props: object): ReactElement;
  preload: () => Promise<void>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Page = ((props: object) => {
    if (loaded) return createElement(loaded, props);
    // Suspends the nearest boundary until the chunk is in (React's thenable protocol).
    throw preload();
  }) as LazyPage;
  Page.preload = preload;
  return Page;
}
