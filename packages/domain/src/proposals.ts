import * as z from "zod/mini";
import { LIMITS, emailField, eventDateField, optionalText, requiredText } from "./fields";

/**
 * POST /api/event-proposals and the "Want to Host an Event?" form (docs/product.md#proposals). The description is
 * plain text: nothing a proposer sends is shown as HTML, and nothing is public until an admin approves it.
 */
export const eventProposalSchema = z.object({
  title: requiredText("Title", LIMITS.title),
  description: requiredText("Description", LIMITS.message, "multi"),
  date: eventDateField,
  time: optionalText("Time", 60),
  location: requiredText("Location", LIMITS.shortText),
  organizerName: requiredText("Organiser name", LIMITS.name),
  email: emailField(),
  phone: optionalText("Phone", LIMITS.phone),
});

export const PROPOSAL_THANKS = "Thank you! We've received your event proposal and will be in touch soon.";

/** PUT /api/admin/inbox/{id}/decline: the note goes to the proposer in the e-mail. */
export const declineSchema = z.object({ note: optionalText("Note", LIMITS.message, "multi") });

/** PUT /api/admin/inbox/{id}/approve, after the event editor saved the event. */
export const approveSchema = z.object({
  eventId: z
    .string({ error: "Event is required" })
    .check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, { error: "Unknown event" })),
});
