import escapeHtml from "escape-html";
import { SITE_TIME_ZONE } from "@main-street/domain/dates";
import { INBOX_TYPES, type InboxItem } from "@main-street/domain/inbox";
import type { Business } from "@main-street/domain/business";
import { comingDayName, comingDayText, seasonText, shortDate, weekSummary } from "@main-street/domain/week-hours-text";
import { accessSummary, reportsAccess } from "@main-street/domain/access";
import { comingSeasons, comingSpecialDays, type HoursSchedule } from "@main-street/domain/special-hours";
import { pages } from "@main-street/domain/paths";
import { opensSomeDay } from "@main-street/domain/weekly-hours";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (the weekly e-mail's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** Subjects carry no submitted text beyond a name or title, cut short and kept to one line. */
const oneLine = (value: string, max = 80) => value.replace(/\s+/g, " ").trim().slice(0, max);

function render(
  intro: string,
  lines: { label: string; value: string }[],
  link: { href: string; text: string },
  note?: string,
) {
  const text = [intro, "", ...lines.map((l) => `${l.label}: ${l.value}`), "", `${link.text}: ${link.href}`]
    .concat(note ? ["", note] : [])
    .join("\n");
  const rows = lines
    .map(
      (l) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(l.label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(l.value)}</td></tr>`,
    )
    .join("");
  const html =
    `<p>${escapeHtml(intro)}</p><table>${rows}</table>` +
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` +
    (note ? `<p>${escapeHtml(note)}</p>` : "");
  return { text, html };
}

/**
 * To staff, for each new submission: every field, and a link to the item in the admin inbox. The hour's last
 * notice (`lastOfHour` is the hourly limit) says that later submissions wait in the inbox unannounced.
 */
export function staffNotice(item: InboxItem, inboxLink: string, lastOfHour?: number): MailContent {
  const type = INBOX_TYPES[item.type];
  const who = oneLine(item.name || item.email);
  const subject = `New ${type.toLowerCase()} from ${who}`;
  const intro = `${type} received on the website.`;
  const note =
    lastOfHour === undefined
      ? undefined
      : `This is the last notice this hour (the website sends at most ${lastOfHour} an hour). ` +
        "Anything else sent this hour is in the inbox, without an e-mail.";
  return { subject, ...render(intro, item.fields, { href: inboxLink, text: "Open it in the inbox" }, note) };
}

/**
 * To the proposer, when staff approve or decline the proposal. Their address was never confirmed, so the mail
 * carries only what staff wrote: the title of the event they published, or their note; never the proposal's own
 * text, which would let anyone make the site mail their words to a stranger.
 */
export function decisionMail(
  item: InboxItem,
  decision: { state: "approved"; eventTitle: string; eventLink: string } | { state: "declined"; note: string },
  siteUrl: string,
): MailContent {
  if (decision.state === "approved") {
    const title = oneLine(decision.eventTitle, 150);
    const intro = `Good news: your event proposal was approved, and "${title}" is now on our events page.`;
    return {
      subject: `Your event proposal was approved: ${oneLine(decision.eventTitle)}`,
      ...render(intro, [], { href: decision.eventLink, text: "See the event" }),
    };
  }
  const sent = SENT_ON.format(new Date(item.createdAt));
  const intro = `Thank you for the event proposal you sent us on ${sent}. We are not able to host it this time.`;
  return {
    subject: "Your event proposal",
    ...render(intro, [{ label: "Note from our staff", value: decision.note }], {
      href: `${siteUrl}${pages.events.href()}`,
      text: "See our upcoming events",
    }),
  };
}

const SENT_ON = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: SITE_TIME_ZONE });

/** To the claimant or owner (their signed-in Google address), when staff decide a claim or a listing change. */
export function ownerOutcomeMail(
  what: "claim" | "revision",
  decision: { state: "approved" } | { state: "declined"; note: string },
  business: { name: string; link: string },
  ownerPage: string,
): MailContent {
  const name = oneLine(business.name, 150);
  const subject =
    what === "claim"
      ? `Your claim of ${oneLine(business.name)} was ${decision.state}`
      : `Your changes to ${oneLine(business.name)} were ${decision.state}`;
  if (decision.state === "approved") {
    const intro =
      what === "claim"
        ? `You are now an owner of ${name} on our directory. You can keep its listing current from My businesses.`
        : `Your changes to ${name} are now live on our directory.`;
    return {
      subject,
      ...render(
        intro,
        [],
        what === "claim"
          ? { href: ownerPage, text: "Open My businesses" }
          : { href: business.link, text: "See the listing" },
      ),
    };
  }
  const intro =
    what === "claim"
      ? `We could not confirm your claim of ${name} this time.`
      : `We did not publish your latest changes to ${name}.`;
  return {
    subject,
    ...render(intro, [{ label: "Note from our staff", value: decision.note }], {
      href: ownerPage,
      text: "Open My businesses",
    }),
  };
}

/** The listing's hours as one readable line, for the reminder: the week, then its note. */
export function hoursText(listing: Pick<Business, "hours" | "hoursNote">): string {
  const lines = [opensSomeDay(listing.hours) ? weekSummary(listing.hours) : "", listing.hoursNote.trim()];
  return lines.filter(Boolean).join(". ") || "None listed";
}

/** How far ahead the reminder lists special days. */
const SPECIAL_DAYS_AHEAD = 90;

/**
 * The reminder's lines about special hours from `today` (docs/product.md#hours): the coming special days (an
 * unanswered district day says so) and the seasons not over yet, each only when there are some.
 */
export function specialHoursLines(schedule: HoursSchedule, today: string): { label: string; value: string }[] {
  const days = comingSpecialDays(schedule, today, SPECIAL_DAYS_AHEAD).map(
    (d) => `${shortDate(d.date)} ${comingDayName(d)}: ${comingDayText(d)}`,
  );
  const seasons = comingSeasons(schedule, today).map(seasonText);
  return [
    ...(days.length ? [{ label: "Special days", value: days.join("; ") }] : []),
    ...(seasons.length ? [{ label: "Seasonal hours", value: seasons.join("; ") }] : []),
  ];
}

/** The reminder's line about access details: what the listing reports, or a request to add them. */
export function accessLine(access: Business["access"]): { label: string; value: string } {
  return {
    label: "Access details",
    value: reportsAccess(access)
      ? accessSummary(access)
      : "None reported yet: visitors ask about step-free entrances, restrooms and more. Add them with Edit the listing.",
  };
}

/**
 * Every 90 days, to each owner: a "still correct" link (its page's button records only that) and a link to edit,
 * with the listing's last 30 days (`stats`: mail/stats-messages.ts) when they could be read.
 */
export function hoursReminderMail(
  businessName: string,
  hours: string,
  confirmLink: string,
  editLink: string,
  stats: { label: string; value: string }[] = [],
  more: { label: string; value: string }[] = [],
): MailContent {
  const name = oneLine(businessName, 150);
  const intro = `Are the hours of ${name} on our directory still correct? The first link opens a page whose button tells us they are; nothing else changes.`;
  const content = render(
    intro,
    [
      { label: "Hours listed", value: hours },
      ...more,
      ...stats.map((l) => ({ label: `${l.label}, last 30 days`, value: l.value })),
    ],
    { href: confirmLink, text: "Yes, these hours are still correct" },
    `Something changed? Edit the listing: ${editLink}`,
  );
  return { subject: `Are the hours of ${oneLine(businessName)} still correct?`, ...content };
}
