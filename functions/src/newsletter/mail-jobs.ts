/**
 * The weekly e-mail's outbox jobs (mail/outbox.ts), composed when they are sent: a confirmation goes only while its
 * subscription is pending with that link, an edition only while the subscriber is confirmed, so leaving (or a
 * privacy deletion) stops whatever was queued. A staff test is the real edition, to the staff member's address.
 */
import escapeHtml from "escape-html";
import { Timestamp } from "firebase-admin/firestore";
import { CONFIRM_DAYS } from "@main-street/domain/newsletter";
import { edition } from "@main-street/domain/newsletter-week";
import { pages, api } from "@main-street/domain/paths";
import { SITE } from "@main-street/domain/site";
import type { Composed, MailKinds, NewsletterJob } from "../mail";
import type { MailContent } from "../mail";
import { cached } from "../platform/list-cache";
import { listBusinesses } from "../businesses";
import { listEvents } from "../events";
import { withDeadline } from "../platform/firestore";
import { thisWeek } from "@main-street/domain/this-week";
import { digestFor, type DigestSource } from "./digest";
import { readSubscriber, subscriberRef } from "./subscribers";
import { confirmToken, manageToken, subscriberIdOf, unsubscribeToken } from "./tokens";
import { weeklyMail } from "./weekly-mail";
import { siteNow } from "../platform/clock";

/** A bounced address is kept, marked, this long (nothing is sent to it), then forgotten. */
const BOUNCED_KEPT_DAYS = 90;
const DAY_MS = 86_400_000;

/** The edition's seven days from the /this-week selection, kept with the lists (invalidated by any change). */
function editionSource(week: string): Promise<DigestSource> {
  const found = edition(week);
  if (!found) throw new Error(`Not an edition: ${week}`);
  return cached(`newsletter-edition:${week}`, async () => {
    const [events, businesses] = [await listEvents(), await listBusinesses()];
    return {
      edition: found,
      week: thisWeek(events, businesses, found.from),
      events: new Map(events.map((event) => [event.id, event])),
      businessNames: new Map(businesses.map((business) => [business.id, business.name])),
    };
  });
}

/** One subscriber's edition: their categories, their own links. */
export async function weeklyContent(
  week: string,
  siteUrl: string,
  categories: string[],
  subscriberId: string,
): Promise<MailContent> {
  const digest = digestFor(await editionSource(week), categories);
  return weeklyMail(digest, {
    siteUrl,
    webCopy: `${siteUrl}${pages.thisWeek.href(week)}`,
    settings: `${siteUrl}${pages.newsletterSettings.href(manageToken(subscriberId))}`,
    unsubscribe: `${siteUrl}${pages.newsletterUnsubscribe.href(unsubscribeToken(subscriberId))}`,
    oneClick: `${siteUrl}${api.newsletter.oneClick.href(unsubscribeToken(subscriberId))}`,
  });
}

function confirmationMail(link: string): MailContent {
  const intro = `Someone, we hope you, asked for ${SITE.name}'s weekly events e-mail at this address.`;
  const ask = "To start getting it every Thursday morning, confirm your subscription:";
  const ignore =
    `If it wasn't you, ignore this e-mail: we won't write again, and we'll forget this address in ${CONFIRM_DAYS} days. ` +
    `The link works for ${CONFIRM_DAYS} days.`;
  return {
    subject: `Please confirm: ${SITE.name}'s weekly events e-mail`,
    text: [intro, "", ask, link, "", ignore].join("\n"),
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="font-weight:bold">Confirm my subscription</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

async function composeNewsletterMail(job: NewsletterJob): Promise<Composed> {
  if (job.kind === "newsletter_test") {
    const content = await weeklyContent(job.week, job.siteUrl, [], subscriberIdOf(job.email));
    return { to: [job.email], content: { ...content, subject: `[Test] ${content.subject}` } };
  }
  const subscriber = readSubscriber(await withDeadline(subscriberRef(job.subscriberId).get()));
  if (job.kind === "newsletter_confirm") {
    // Nothing but its own confirmation ever goes to an unconfirmed address.
    if (subscriber?.state !== "pending" || subscriber.nonce !== job.nonce) return "gone";
    const token = confirmToken(job.subscriberId, job.nonce, new Date(subscriber.createdAt));
    return {
      to: [subscriber.email],
      content: confirmationMail(`${job.siteUrl}${pages.newsletterConfirm.href(token)}`),
    };
  }
  if (subscriber?.state !== "confirmed") return "gone";
  const content = await weeklyContent(job.week, job.siteUrl, subscriber.categories, job.subscriberId);
  return { to: [subscriber.email], content };
}

/** The mail server refused the address for good: nothing more goes to it until it subscribes and confirms again. */
async function markBounced(job: NewsletterJob): Promise<void> {
  if (job.kind === "newsletter_test") return;
  const ref = subscriberRef(job.subscriberId);
  const now = siteNow().getTime();
  await withDeadline(
    ref.firestore.runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return;
      tx.update(ref, {
        state: "bounced",
        bouncedAt: Timestamp.fromMillis(now),
        expireAt: Timestamp.fromMillis(now + BOUNCED_KEPT_DAYS * DAY_MS),
      });
    }),
  );
}

/** How the outbox writes the weekly e-mail's jobs (mail/jobs.ts). */
export const NEWSLETTER_MAIL: MailKinds = { newsletter: { compose: composeNewsletterMail, bounced: markBounced } };
