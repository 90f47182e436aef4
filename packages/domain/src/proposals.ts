import * as z from "zod/mini";
import { LIMITS, emailField, eventDateField, optionalText, optionalTextWhere, requiredText } from "./fields";

/**
 * The business that would host the event (docs/product.md#host-business): a business's id, or '' for none. The API
 * checks that it exists; the form's own choices only ever hold listed businesses.
 */
const hostBusinessId = optionalTextWhere(
  "Host business",
  128,
  (v) => /^[A-Za-z0-9_-]+$/.test(v),
  "Choose a business from the list",
);

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
  hostBusinessId,
});

/**
 * POST /api/owner/businesses/{id}/event-proposals: an owner proposes an event at their business. Who sends it and
 * where it happens come from the sign-in and the business; a blank location is the business's address.
 */
export const ownerEventProposalSchema = z.object({
  title: requiredText("Title", LIMITS.title),
  description: requiredText("Description", LIMITS.message, "multi"),
  date: eventDateField,
  time: optionalText("Time", 60),
  location: optionalText("Location", LIMITS.shortText),
  phone: optionalText("Phone", LIMITS.phone),
});
export type OwnerEventProposalInput = z.input<typeof ownerEventProposalSchema>;

export const PROPOSAL_THANKS = "Thank you! We've received your event proposal and will be in touch soon.";

/** PUT /api/admin/inbox/{id}/decline: the note goes to the proposer in the e-mail. */
export const declineSchema = z.object({ note: optionalText("Note", LIMITS.message, "multi") });

/** PUT /api/admin/inbox/{id}/approve, after the event editor saved the event. */
export const approveSchema = z.object({
  eventId: z
    .string({ error: "Event is required" })
    .check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, { error: "Unknown event" })),
});
