/**
 * The weekly e-mail itself (docs/product.md#weekly-email), written from a digest (digest.ts) for the mail apps
 * people read it in (docs/decisions/0077-weekly-email-html.md): one 600-pixel table with inline styles only (no
 * <style>, no external CSS, no web fonts, no script), table-based layout and buttons, one PNG image with its alt text
 * and size, and a plain-text part saying the same. Personal links: the web copy, "Change your categories" and
 * "Unsubscribe", and the RFC 8058 one-click headers.
 */
import escapeHtml from "escape-html";
import { toLongDate } from "@main-street/domain/dates";
import { editionRange } from "@main-street/domain/newsletter-week";
import { SITE, fullAddress } from "@main-street/domain/site";
import type { MailContent } from "../mail";
import type { Digest, DigestEvent } from "./digest";

export interface WeeklyLinks {
  /** The site's origin, for every page link. */
  siteUrl: string;
  /** The edition on the web (`/this-week?week=`). */
  webCopy: string;
  /** The subscriber's own page (categories, leaving), its token in the fragment. */
  settings: string;
  /** Leaving at once: the visible link (token in the fragment). */
  unsubscribe: string;
  /** RFC 8058's List-Unsubscribe address: mail apps POST to it. */
  oneClick: string;
}

const INK = "#2B2118";
const MUTED = "#5C4B3E";
const NAVY = "#1F3A5F";
const TERRACOTTA = "#A4462A";
const SAND = "#F3E9DA";
const FONT = "font-family:Georgia,'Times New Roman',serif;";
const SANS = "font-family:Arial,Helvetica,sans-serif;";

const e = (text: string) => escapeHtml(text);
/** 'Friday, June 5'. */
const dayTitle = (day: { weekday: string; date: string }) =>
  `${day.weekday}, ${toLongDate(day.date).replace(/, \d{4}$/, "")}`;
const when = (event: DigestEvent) => [event.time, event.location].filter(Boolean).join(" · ");

function subjectOf(digest: Digest): string {
  const count = digest.featured.length + digest.days.reduce((n, d) => n + d.events.length, 0);
  const first = digest.featured[0]?.title;
  const range = editionRange(digest.edition);
  if (count === 0) return `This week downtown, ${range}`;
  const lead = first ? `${first.replace(/\s+/g, " ").slice(0, 60)} and ${count - 1} more` : `${count} events`;
  return count === 1 && first
    ? `This week downtown, ${range}: ${first.slice(0, 60)}`
    : `This week downtown, ${range}: ${lead}`;
}

// ---- HTML ----

function eventRow(event: DigestEvent, siteUrl: string, withDay: boolean): string {
  const details = [withDay ? event.weekday : "", when(event)].filter(Boolean).join(" · ");
  const host = event.host ? `<br>Hosted by ${e(event.host)}` : "";
  return (
    `<tr><td style="padding:10px 0;border-bottom:1px solid ${SAND};${SANS}font-size:15px;line-height:22px;color:${INK}">` +
    `<a href="${e(siteUrl + event.path)}" style="color:${TERRACOTTA};font-weight:bold;text-decoration:underline">${e(event.title)}</a>` +
    `<br><span style="color:${MUTED}">${e(details)}${host}</span></td></tr>`
  );
}

function heading(text: string, size = 20): string {
  return `<tr><td style="padding:24px 0 4px;${FONT}font-size:${size}px;line-height:${size + 6}px;font-weight:bold;color:${NAVY}">${e(text)}</td></tr>`;
}

function paragraph(html: string, color = INK): string {
  return `<tr><td style="padding:8px 0;${SANS}font-size:15px;line-height:22px;color:${color}">${html}</td></tr>`;
}

/** A button that renders as one in every client, Outlook's Word engine included: a coloured cell with a link. */
function button(href: string, label: string): string {
  return (
    `<tr><td style="padding:20px 0 8px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
    `<td bgcolor="${TERRACOTTA}" style="background-color:${TERRACOTTA}">` +
    `<a href="${e(href)}" style="display:inline-block;padding:12px 20px;${SANS}font-size:15px;font-weight:bold;color:#FFFFFF;text-decoration:none">${e(label)}</a>` +
    `</td></tr></table></td></tr>`
  );
}

function htmlBody(digest: Digest, links: WeeklyLinks, subject: string): string {
  const { siteUrl } = links;
  const range = editionRange(digest.edition);
  const rows: string[] = [heading("This week downtown", 26), paragraph(e(`Friday to Thursday, ${range}.`), MUTED)];
  const any = digest.featured.length + digest.days.reduce((n, d) => n + d.events.length, 0) > 0;
  if (digest.featured.length > 0) {
    rows.push(heading("Don't miss"), ...digest.featured.map((event) => eventRow(event, siteUrl, true)));
  }
  for (const day of digest.days) {
    if (day.events.length === 0) continue;
    rows.push(heading(dayTitle(day), 18));
    rows.push(...day.events.map((event) => eventRow(event, siteUrl, false)));
  }
  if (!any) rows.push(paragraph("No events in your categories this week."));
  if (digest.otherEvents > 0) {
    const other = `${digest.otherEvents} more event${digest.otherEvents > 1 ? "s" : ""} this week in other categories.`;
    rows.push(
      paragraph(
        `${e(other)} <a href="${e(links.settings)}" style="color:${TERRACOTTA}">Change your categories</a>`,
        MUTED,
      ),
    );
  }
  if (digest.openLate.length > 0) {
    rows.push(heading("Open late"));
    for (const b of digest.openLate) {
      rows.push(
        `<tr><td style="padding:6px 0;${SANS}font-size:15px;line-height:22px;color:${INK}">` +
          `<a href="${e(siteUrl + b.path)}" style="color:${TERRACOTTA};text-decoration:underline">${e(b.name)}</a> ${e(b.nights)}` +
          (b.address ? `<br><span style="color:${MUTED}">${e(b.address)}</span>` : "") +
          `</td></tr>`,
      );
    }
    if (digest.moreOpenLate > 0) rows.push(paragraph(e(`And ${digest.moreOpenLate} more on the web.`), MUTED));
  }
  rows.push(button(links.webCopy, "See the whole week on the web"));
  const footer =
    `You get this e-mail because you subscribed to ${e(SITE.name)}'s weekly events e-mail. ` +
    `<a href="${e(links.settings)}" style="color:${MUTED}">Change your categories</a> · ` +
    `<a href="${e(links.unsubscribe)}" style="color:${MUTED}">Unsubscribe</a><br>${e(SITE.name)}, ${e(fullAddress())}`;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting">` +
    `<meta name="color-scheme" content="light"><title>${e(subject)}</title></head>` +
    `<body>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${SAND}" style="background-color:${SAND}"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">` +
    `<tr><td bgcolor="${NAVY}" style="background-color:${NAVY};padding:16px 24px">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
    `<td width="48" style="padding-right:12px"><img src="${e(siteUrl)}/images/logo-mark-96.png" width="48" height="48" alt="${e(SITE.name)}" style="display:block;border:0;width:48px;height:48px"></td>` +
    `<td style="${FONT}font-size:20px;line-height:26px;font-weight:bold;color:#FFFFFF">${e(SITE.name)}</td>` +
    `</tr></table></td></tr>` +
    `<tr><td bgcolor="#FFFFFF" style="background-color:#FFFFFF;padding:8px 24px 24px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.join("")}</table></td></tr>` +
    `<tr><td style="padding:16px 24px;${SANS}font-size:12px;line-height:18px;color:${MUTED}">${footer}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

// ---- text ----

function textEvent(event: DigestEvent, siteUrl: string, withDay: boolean): string[] {
  const details = [withDay ? event.weekday : "", when(event), event.host ? `Hosted by ${event.host}` : ""];
  return [`* ${event.title}`, `  ${details.filter(Boolean).join(" · ")}`, `  ${siteUrl}${event.path}`];
}

function textBody(digest: Digest, links: WeeklyLinks): string {
  const { siteUrl } = links;
  const lines = [`THIS WEEK DOWNTOWN`, `Friday to Thursday, ${editionRange(digest.edition)}.`];
  if (digest.featured.length > 0) {
    lines.push("", "DON'T MISS", ...digest.featured.flatMap((event) => textEvent(event, siteUrl, true)));
  }
  for (const day of digest.days) {
    if (day.events.length === 0) continue;
    lines.push("", dayTitle(day).toUpperCase());
    lines.push(...day.events.flatMap((event) => textEvent(event, siteUrl, false)));
  }
  if (digest.featured.length + digest.days.reduce((n, d) => n + d.events.length, 0) === 0) {
    lines.push("", "No events in your categories this week.");
  }
  if (digest.otherEvents > 0) {
    lines.push(
      "",
      `${digest.otherEvents} more event${digest.otherEvents > 1 ? "s" : ""} this week in other categories.`,
    );
  }
  if (digest.openLate.length > 0) {
    lines.push(
      "",
      "OPEN LATE",
      ...digest.openLate.map((b) => `* ${b.name} ${b.nights}${b.address ? ` (${b.address})` : ""}`),
    );
    if (digest.moreOpenLate > 0) lines.push(`And ${digest.moreOpenLate} more on the web.`);
  }
  lines.push(
    "",
    `See the whole week on the web: ${links.webCopy}`,
    "",
    "--",
    `You get this e-mail because you subscribed to ${SITE.name}'s weekly events e-mail.`,
    `Change your categories: ${links.settings}`,
    `Unsubscribe: ${links.unsubscribe}`,
    `${SITE.name}, ${fullAddress()}`,
  );
  return lines.join("\n");
}

/** The whole e-mail: subject, HTML and text parts, and the one-click unsubscribe headers. */
export function weeklyMail(digest: Digest, links: WeeklyLinks): MailContent {
  const subject = subjectOf(digest);
  return {
    subject,
    html: htmlBody(digest, links, subject),
    text: textBody(digest, links),
    headers: unsubscribeHeaders(links.oneClick),
  };
}

/** RFC 8058: an https address mail apps POST `List-Unsubscribe=One-Click` to, without asking anything more. */
function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
