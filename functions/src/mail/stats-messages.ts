/**
 * The listing statistics in owners' e-mails (docs/product.md#listing-statistics): the lines the hours reminder
 * carries, and the monthly summary, in text and HTML like the other mails (messages.ts).
 */
import escapeHtml from "escape-html";
import { STAT_COUNTERS, STAT_LABELS, type DayCounts } from "@main-street/domain/listing-stats";
import { changeText } from "@main-street/domain/listing-stats-read";
import type { MailContent } from "./messages";

export interface StatLine {
  label: string;
  value: string;
}

const number = new Intl.NumberFormat("en-US");

/** Each counter's total, with its change from the previous period when `previous` is given. */
export function statLines(totals: DayCounts, previous?: DayCounts, period?: string): StatLine[] {
  return STAT_COUNTERS.map((counter) => {
    const total = number.format(totals[counter]);
    const change = previous ? ` (${changeText(totals[counter], previous[counter], period)})` : "";
    return { label: STAT_LABELS[counter], value: `${total}${change}` };
  });
}

const oneLine = (value: string, max = 150) => value.replace(/\s+/g, " ").trim().slice(0, max);

function htmlTable(lines: StatLine[]): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:normal">${escapeHtml(l.label)}</th>` +
        `<td align="right" style="padding:4px 0">${escapeHtml(l.value)}</td></tr>`,
    )
    .join("");
  return `<table>${rows}</table>`;
}

/**
 * On the 1st, to each owner who hasn't opted out: last month's numbers of each listing they own, a link to My
 * businesses, and the opt-out link (its page says it worked and offers to turn the summary back on).
 */
export function monthlySummaryMail(
  monthLabel: string,
  listings: { name: string; totals: DayCounts }[],
  links: { owner: string; optOut: string },
): MailContent {
  const intro = `How people found your listing on our directory in ${monthLabel}:`;
  const outro = "See the last 30 days, day by day, in My businesses";
  const optOut = "Stop these monthly e-mails";
  const text = [
    intro,
    ...listings.flatMap(({ name, totals }) => [
      "",
      oneLine(name),
      ...statLines(totals).map((l) => `${l.label}: ${l.value}`),
    ]),
    "",
    `${outro}: ${links.owner}`,
    "",
    `${optOut}: ${links.optOut}`,
  ].join("\n");
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    listings
      .map(({ name, totals }) => `<h2>${escapeHtml(oneLine(name))}</h2>${htmlTable(statLines(totals))}`)
      .join("") +
    `<p><a href="${escapeHtml(links.owner)}">${escapeHtml(outro)}</a></p>` +
    `<p style="font-size:smaller"><a href="${escapeHtml(links.optOut)}">${escapeHtml(optOut)}</a></p>`;
  const subject =
    listings.length === 1
      ? `${oneLine(listings[0]!.name, 80)} in ${monthLabel}: your listing's month`
      : `Your listings in ${monthLabel}`;
  return { subject, text, html };
}
