/** The sparklines' geometry and their words (docs/product.md#listing-statistics): pure, so a unit test reads them. */

/** "Feb 9" from a YYYY-MM-DD day (the day as written, whatever the browser's zone). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The polyline's points in a `width` × `height` box: the first day at the left, zero at the bottom. */
export function sparklinePoints(values: number[], width: number, height: number, inset = 2): string {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 2 * inset) / (values.length - 1) : 0;
  return values
    .map((value, i) => {
      const x = inset + i * step;
      const y = height - inset - (value / max) * (height - 2 * inset);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
}

/** What the chart shows, in words: "Page views per day, Feb 9 to Mar 10: 42 in all, most 7 on Mar 3." */
export function sparklineText(label: string, values: number[], days: string[]): string {
  const period = `${label} per day, ${shortDay(days[0]!)} to ${shortDay(days[days.length - 1]!)}`;
  const total = values.reduce((sum, n) => sum + n, 0);
  if (total === 0) return `${period}: none.`;
  const max = Math.max(...values);
  return `${period}: ${total.toLocaleString("en-US")} in all, most ${max.toLocaleString("en-US")} on ${shortDay(days[values.indexOf(max)]!)}.`;
}
