/**
 * What a form's sender is e-mailed to say it arrived (docs/product.md#forms). Their address was never confirmed, so
 * the mail quotes nothing they sent, not even their name: fixed words, and links to the site.
 */
import { pages } from "@main-street/domain/paths";
import { SITE } from "@main-street/domain/site";
import type { MailContent } from "./messages";
import escapeHtml from "escape-html";

export function volunteerConfirmationMail(siteUrl: string): MailContent {
  const subject = `Thank you for volunteering with ${SITE.name}`;
  const paragraphs = [
    `Thank you for signing up to volunteer with ${SITE.name}. We've received your volunteer application, and our volunteer coordinator will be in touch soon about the events and work that suit you.`,
    `Questions meanwhile? Write to us at ${SITE.email}.`,
    "If you didn't sign up, you can ignore this e-mail: we won't write to you again about it.",
  ];
  const link = { href: `${siteUrl}${pages.volunteer.href()}`, text: "How volunteers help downtown" };
  const text = [...paragraphs, `${link.text}: ${link.href}`].join("\n\n");
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`;
  return { subject, text, html };
}
