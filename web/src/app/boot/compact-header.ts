/**
 * The header turns compact after 50 px of scrolling (docs/product.md#header-footer). Part of the boot script, so it
 * works before the app: it only marks <html data-scrolled>; the header's styles do the rest.
 */
const COMPACT_AFTER_PX = 50;

export function compactHeaderOnScroll(): void {
  const html = document.documentElement;
  let compact: boolean | undefined;
  const update = () => {
    const next = window.scrollY > COMPACT_AFTER_PX;
    if (next === compact) return;
    compact = next;
    html.toggleAttribute("data-scrolled", next);
  };
  // Not read at once: scrollY would force a layout before the first paint. A page restored mid-scroll gets a
  // scroll event as the browser puts it back.
  window.addEventListener("scroll", update, { passive: true });
}
