/**
 * The weekly e-mail's list (docs/product.md#weekly-email): one document per address, its id a keyed hash of the
 * address (tokens.ts). Double opt-in: a subscription is pending, with a confirmation e-mail, until its link is
 * opened; nothing else is ever sent to a pending address, and it is forgotten after CONFIRM_DAYS (a TTL policy on
 * `expireAt`, and `forgetExpired`). Subscribing again never reveals or changes a confirmed subscription.
 */
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import { eventCategories, knownCategory } from "@main-street/domain/calendar-feed";
import { CONFIRM_DAYS, type NewsletterOptions, type Subscription } from "@main-street/domain/newsletter";
import { subscriberType, type Subscriber } from "@main-street/domain/newsletter-subscriber";
import { countSubmission, rateLimitKey, type WindowName } from "../abuse/rate-limit";
import { listEvents } from "../events";
import { HttpError } from "../http/errors";
import { OUTBOX_COLLECTION, queueMail } from "../mail";
import { env, rateLimitSalt } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord } from "../records/read";
import { manageToken, newNonce, subscriberIdOf } from "./tokens";
import { siteNow } from "../platform/clock";

const DAY_MS = 86_400_000;
/** A pending address gets at most this many confirmation e-mails, at least this far apart: a flood sends no more. */
const MAX_CONFIRM_SENDS = 3;
const CONFIRM_RESEND_MS = 10 * 60_000;

export const subscribers = () => firestore().collection(subscriberType.collection);
export const subscriberRef = (id: string) => subscribers().doc(id);

export function readSubscriber(snap: FirebaseFirestore.DocumentSnapshot): Subscriber | null {
  return snap.exists ? readRecord(subscriberType, snap) : null;
}

/** A pending subscription still waiting for its link (past its days it counts as forgotten, TTL or not). */
function waiting(subscriber: Subscriber | null, now: Date): subscriber is Subscriber {
  return subscriber?.state === "pending" && Date.parse(subscriber.expireAt ?? "") > now.getTime();
}

/** What the subscribe forms offer (GET /api/newsletter, and every server-rendered page's footer). */
export async function newsletterOptions(): Promise<NewsletterOptions> {
  return { categories: eventCategories(await listEvents()) };
}

/** The categories as the events write them; 400 naming the ones no event has. */
export async function checkedCategories(asked: string[]): Promise<string[]> {
  if (asked.length === 0) return [];
  const events = await listEvents();
  const known = asked.map((category) => knownCategory(events, category));
  const unknown = asked.filter((_, i) => known[i] === null);
  if (unknown.length > 0) {
    const message =
      `There are no events in the categor${unknown.length > 1 ? "ies" : "y"} ${unknown.map((c) => `“${c}”`).join(", ")}. ` +
      `Choose from: ${eventCategories(events).join(", ")}.`;
    throw new HttpError(400, "validation_failed", message, { categories: message });
  }
  return [...new Set(known as string[])];
}

export type SubscribeResult =
  { stored: true; outboxId: string | null } | { stored: false; window: WindowName; retryAfterSeconds: number };

/**
 * A subscription from a form: counted against the sender's form budget (decision 0006) in the same transaction. A
 * new (or forgotten) address becomes pending with a confirmation e-mail queued; a pending one gets its link again
 * (a few times at most, with its categories updated); a confirmed one is left exactly as it was, and no e-mail goes.
 */
export async function subscribe(
  email: string,
  categories: string[],
  clientAddress: string,
  siteUrl: string,
  now = siteNow(),
): Promise<SubscribeResult> {
  const db = firestore();
  const { RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_DAY } = env();
  const key = rateLimitKey(clientAddress, rateLimitSalt());
  const ref = subscriberRef(subscriberIdOf(email));
  const result = db.runTransaction(async (tx): Promise<SubscribeResult> => {
    const current = readSubscriber(await tx.get(ref));
    const verdict = await countSubmission(tx, db, key, now, {
      perMinute: RATE_LIMIT_PER_MINUTE,
      perDay: RATE_LIMIT_PER_DAY,
    });
    if (!verdict.allowed) return { stored: false, ...verdict };
    if (current?.state === "confirmed") return { stored: true, outboxId: null };
    if (waiting(current, now)) return { stored: true, outboxId: resend(tx, ref.id, current, categories, siteUrl, now) };
    const nonce = newNonce();
    tx.set(ref, {
      email: email.trim(),
      categories,
      state: "pending",
      createdAt: Timestamp.fromDate(now),
      confirmedAt: null,
      nonce,
      confirmSends: 1,
      lastConfirmSentAt: Timestamp.fromDate(now),
      expireAt: Timestamp.fromMillis(now.getTime() + CONFIRM_DAYS * DAY_MS),
    });
    return {
      stored: true,
      outboxId: queueMail(tx, { kind: "newsletter_confirm", subscriberId: ref.id, nonce, siteUrl }, now),
    };
  });
  return withDeadline(result);
}

/** A pending address asked again: the same link once more, unless it was sent moments ago or often enough. */
function resend(
  tx: Transaction,
  id: string,
  current: Subscriber,
  categories: string[],
  siteUrl: string,
  now: Date,
): string | null {
  const last = Date.parse(current.lastConfirmSentAt ?? "") || 0;
  const sendAgain = current.confirmSends < MAX_CONFIRM_SENDS && now.getTime() - last >= CONFIRM_RESEND_MS;
  tx.update(subscriberRef(id), {
    categories,
    ...(sendAgain ? { confirmSends: current.confirmSends + 1, lastConfirmSentAt: Timestamp.fromDate(now) } : {}),
  });
  if (!sendAgain) return null;
  // A job per send: the outbox keeps one job per id, so the same link can go out again.
  const job = {
    kind: "newsletter_confirm" as const,
    subscriberId: id,
    nonce: current.nonce,
    siteUrl,
    send: current.confirmSends + 1,
  };
  return queueMail(tx, job, now);
}

/** What a manage token's page shows. */
export async function subscriptionOf(id: string, message: string): Promise<Subscription> {
  const subscriber = readSubscriber(await withDeadline(subscriberRef(id).get()));
  if (subscriber?.state !== "confirmed") throw notSubscribed();
  const available = eventCategories(await listEvents());
  return { email: subscriber.email, categories: subscriber.categories, available, token: manageToken(id), message };
}

const notSubscribed = () =>
  new HttpError(
    404,
    "not_found",
    "This address isn't subscribed to the weekly e-mail (any more). You can subscribe again at the foot of any page.",
  );

/**
 * Confirms a pending subscription whose link this is. Opening the link twice is fine; a link of an earlier
 * subscription of the address, or of one forgotten since, says so and changes nothing.
 */
export async function confirm(id: string, nonce: string, now = siteNow()): Promise<"confirmed" | "already"> {
  const ref = subscriberRef(id);
  const outcome = firestore().runTransaction(async (tx) => {
    const subscriber = readSubscriber(await tx.get(ref));
    if (subscriber?.state === "confirmed") return "already" as const;
    if (!subscriber || subscriber.nonce !== nonce || (subscriber.state === "pending" && !waiting(subscriber, now))) {
      throw new HttpError(
        410,
        "gone",
        "This confirmation link is no longer valid: a newer one was sent, or the subscription was forgotten. Please subscribe again.",
      );
    }
    tx.update(ref, {
      state: "confirmed",
      confirmedAt: Timestamp.fromDate(now),
      nonce: "",
      expireAt: FieldValue.delete(),
    });
    return "confirmed" as const;
  });
  return withDeadline(outcome);
}

/** A confirmed subscription's new categories (already checked); 404 when the address isn't subscribed. */
export async function setCategories(id: string, categories: string[]): Promise<void> {
  const ref = subscriberRef(id);
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      if (readSubscriber(await tx.get(ref))?.state !== "confirmed") throw notSubscribed();
      tx.update(ref, { categories });
    }),
  );
}

/** Leaving: the address is forgotten at once, whatever its state. Nothing more is sent to it. */
export async function unsubscribe(id: string): Promise<void> {
  await withDeadline(subscriberRef(id).delete());
}

/**
 * A privacy request (inbox/routes.ts): the address's subscription in any state and every e-mail queued for it (its
 * editions, confirmations and staff tests). Returns how many subscriptions went (0 or 1).
 */
export async function forgetSubscriber(email: string): Promise<number> {
  const id = subscriberIdOf(email);
  const outbox = firestore().collection(OUTBOX_COLLECTION);
  const queued = [
    ...(await withDeadline(outbox.where("subscriberId", "==", id).get())).docs,
    ...(await withDeadline(outbox.where("email", "==", email.trim().toLowerCase()).get())).docs,
    ...(await withDeadline(outbox.where("email", "==", email.trim()).get())).docs,
  ];
  const existed = (await withDeadline(subscriberRef(id).get())).exists;
  const refs = [subscriberRef(id), ...new Map(queued.map((d) => [d.ref.path, d.ref])).values()];
  for (let i = 0; i < refs.length; i += 400) {
    const batch = firestore().batch();
    for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
    await withDeadline(batch.commit());
  }
  return existed ? 1 : 0;
}
