/**
 * A weekly e-mail subscriber as stored (docs/product.md#weekly-email), read by its schema like every record
 * (docs/decisions/0043). Read only by the API: staff see counts, never the list.
 */
import { z } from "zod";
import type { RecordType } from "./records";
import { instant, maybeInstant, text } from "./records-stored";

const SUBSCRIBER_STATES = ["pending", "confirmed", "bounced"] as const;
const subscriberRecordSchema = z.object({
  id: z.string(),
  email: z.string().min(3),
  /** The event categories chosen, as the form sent them; empty means all. */
  categories: z.array(z.string()).catch([]),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: instant,
  confirmedAt: maybeInstant,
  /** The current confirmation link's random part: a new subscription makes a new one, so older links stop working. */
  nonce: text,
  /** Confirmation e-mails sent for this subscription, and when the last one went (a flood sends no more). */
  confirmSends: z.number().int().min(0).catch(0),
  lastConfirmSentAt: maybeInstant,
  /** When the record is forgotten (a Firestore TTL policy): unconfirmed ones after 7 days, bounced ones later. */
  expireAt: maybeInstant,
});

export type Subscriber = z.output<typeof subscriberRecordSchema>;

export const subscriberType = {
  label: "Subscriber",
  plural: "Subscribers",
  collection: "newsletter_subscribers",
  schema: subscriberRecordSchema,
} as const satisfies RecordType<Subscriber>;
