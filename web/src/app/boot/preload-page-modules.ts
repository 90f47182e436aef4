/**
 * Fetches the page's scripts, which the server lists on the root (data-modules). A page that starts the app in
 * idle time asks for them once it has painted, so nothing it shows waits behind them, and they still arrive before
 * the app starts; a page that starts the app at once asks for them at once, beside the app's first import. They were
 * <link rel="modulepreload"> tags in the head, which made the first paint compete with them (decision 0051).
 * Kept free of imports: it is part of the boot script.
 */
export function preloadPageModules(root: HTMLElement, when: "now" | "after-paint"): void {
  const hrefs = root.dataset.modules?.split(" ").filter(Boolean) ?? [];
  const preload = () => {
    for (const href of hrefs) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.fetchPriority = "low";
      link.href = href;
      document.head.append(link);
    }
  };
  if (hrefs.length === 0) return;
  // The frame after the boot script runs holds the whole parsed page; the timer runs once it is painted.
  if (when === "after-paint") requestAnimationFrame(() => setTimeout(preload, 0));
  else preload();
}
