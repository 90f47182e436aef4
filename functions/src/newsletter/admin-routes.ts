/**
 * The staff's side of the weekly e-mail (docs/product.md#weekly-email), under /api/admin behind requireAdmin:
 * counts by category (never the addresses: there is no list to export), next week's e-mail as the signed-in staff
 * member would get it, and "Send a test to me", awaited until the SMTP server has answered.
 */
import { Router } from "express";
import { eventCategories, inCategory } from "@main-street/domain/calendar-feed";
import type { NewsletterPreview, NewsletterStats } from "@main-street/domain/newsletter";
import { nextEdition } from "@main-street/domain/newsletter-week";
import { api, pages } from "@main-street/domain/paths";
import { currentUser } from "../auth";
import { listEvents } from "../events";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { deliver, queueMail } from "../mail";
import { NEWSLETTER_MAIL } from "./mail-jobs";
import { mailSiteUrl } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { weeklyContent } from "./mail-jobs";
import { subscribers } from "./subscribers";
import { subscriberIdOf } from "./tokens";
import { siteNow } from "../platform/clock";

export const adminNewsletterRoutes = Router();

async function stats(now: Date): Promise<NewsletterStats> {
  const counted = async (state: string) =>
    (await withDeadline(subscribers().where("state", "==", state).count().get())).data().count;
  const pendingSnap = await withDeadline(subscribers().where("state", "==", "pending").select("expireAt").get());
  const pending = pendingSnap.docs.filter((d) => (d.get("expireAt")?.toMillis?.() ?? 0) > now.getTime()).length;
  const confirmed = await withDeadline(subscribers().where("state", "==", "confirmed").select("categories").get());
  const chosen = confirmed.docs.map((d) =>
    Array.isArray(d.get("categories")) ? (d.get("categories") as string[]) : [],
  );
  const categories = [...new Set([...eventCategories(await listEvents()), ...chosen.flat()])];
  const byCategory = eventCategories(categories.map((category) => ({ category }))).map((category) => ({
    category,
    count: chosen.filter((list) => list.some((c) => inCategory({ category: c }, category))).length,
  }));
  const next = nextEdition(now);
  return {
    confirmed: confirmed.size,
    pending,
    bounced: await counted("bounced"),
    allCategories: chosen.filter((list) => list.length === 0).length,
    byCategory,
    next: { ...next, webCopy: pages.thisWeek.href(next.week) },
  };
}

adminNewsletterRoutes.get(inApi(api.admin.newsletter.path), async (_req, res) => {
  noStore(res);
  res.json(await stats(siteNow()));
});

/** The signed-in staff member's address: the preview's links and the test go to it. */
function staffEmail(res: Parameters<typeof currentUser>[0]): { uid: string; email: string } {
  const { uid, email } = currentUser(res);
  if (!email) throw new HttpError(400, "bad_request", "Your sign-in has no verified e-mail address to send a test to.");
  return { uid, email };
}

adminNewsletterRoutes.get(inApi(api.admin.newsletterPreview.path), async (_req, res) => {
  const { email } = staffEmail(res);
  const { week } = nextEdition(siteNow());
  const content = await weeklyContent(week, mailSiteUrl(), [], subscriberIdOf(email));
  const preview: NewsletterPreview = {
    subject: content.subject,
    html: content.html,
    text: content.text,
    bytes: Buffer.byteLength(content.html) + Buffer.byteLength(content.text),
  };
  noStore(res);
  res.json(preview);
});

adminNewsletterRoutes.post(inApi(api.admin.newsletterTest.path), async (_req, res) => {
  const { uid, email } = staffEmail(res);
  const now = siteNow();
  const { week } = nextEdition(now);
  const batch = firestore().batch();
  const job = queueMail(
    batch,
    { kind: "newsletter_test", uid, email, week, siteUrl: mailSiteUrl(), at: now.getTime() },
    now,
  );
  await withDeadline(batch.commit());
  // Awaited to the end: the answer says what the SMTP server did, and nothing runs after it.
  const outcome = await deliver(job, { now, kinds: NEWSLETTER_MAIL });
  noStore(res);
  if (outcome === "sent") {
    res.json({ message: `Sent to ${email}.` });
    return;
  }
  const why =
    outcome === "off"
      ? "No mail server is set up (SMTP_URL), so nothing was sent."
      : outcome === "retrying"
        ? "The mail server didn't take it just now; it will be tried again in a minute."
        : "The mail server refused it.";
  throw new HttpError(503, "unavailable", why);
});
