/**
 * The selector for "the header is compact": the boot script marks <html data-scrolled> after 50 px of scrolling
 * (app/boot/compact-header.ts), so the header changes by CSS alone, before and after the app runs.
 */
export const WHEN_COMPACT = "html[data-scrolled] &";
