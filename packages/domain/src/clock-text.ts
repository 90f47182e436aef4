/**
 * The site's clock (docs/product.md#time-format), on its own so the pages that show only opening hours don't carry
 * the event-time reader (time-format.ts has the rest).
 */

/** Minutes after midnight as the site writes them: 540 → "9 AM", 1290 → "9:30 PM", 0 and 1440 → "12 AM". */
export function clockText(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(inDay / 60);
  const m = inDay % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "AM" : "PM"}`;
}
