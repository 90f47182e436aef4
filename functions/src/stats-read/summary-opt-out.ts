/**
 * Whether an owner gets the monthly summary e-mail (docs/product.md#listing-statistics): on unless they opted out,
 * stored as `monthlySummaryOff` on their users/{uid} document (beside the profile, which every write there merges
 * into, so neither undoes the other). The e-mail's opt-out link carries `<uid, base64url>.<signature>`: an HMAC of
 * the uid, so the link needs no stored state, never expires, and a made-up or altered token is refused before any read.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { userType } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { rateLimitSalt } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";

const OPTED_OUT = "monthlySummaryOff";

/** The account's users/{uid} document, where the choice is kept. */
export const summaryUserRef = (uid: string) => firestore().collection(userType.collection).doc(uid);

function signatureOf(uid: string, secret = rateLimitSalt()): string {
  const key = createHmac("sha256", secret).update("monthly-summary-opt-out/v1").digest();
  return createHmac("sha256", key).update(uid).digest("base64url");
}

/** The opt-out link's token for an account, signed with a key derived from `secret` (never stored, never logged). */
export function optOutTokenWith(secret: string, uid: string): string {
  return `${Buffer.from(uid, "utf8").toString("base64url")}.${signatureOf(uid, secret)}`;
}

/** The opt-out link's token for an account, signed with a key derived from the RATE_LIMIT_SALT secret. */
export function optOutToken(uid: string): string {
  return optOutTokenWith(rateLimitSalt(), uid);
}

/** The account a token was made for; 400 for a tampered or made-up one. */
function uidOfToken(token: string): string {
  const [encoded, signature] = token.split(".");
  const uid = encoded ? Buffer.from(encoded, "base64url").toString("utf8") : "";
  const expected = Buffer.from(signatureOf(uid));
  const given = Buffer.from(signature ?? "");
  if (!uid || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(400, "bad_request", "This link is not valid. Please use the link in your most recent e-mail.");
  }
  return uid;
}

/** Whether the account whose users/{uid} document this is gets the monthly summary. */
export function sendsSummaryTo(user: DocumentSnapshot): boolean {
  return user.get(OPTED_OUT) !== true;
}

export async function sendsSummary(uid: string): Promise<boolean> {
  return sendsSummaryTo(await withDeadline(summaryUserRef(uid).get()));
}

/** Turns the summary on or off for an account. */
export async function setSendsSummary(uid: string, send: boolean): Promise<void> {
  await withDeadline(summaryUserRef(uid).set({ [OPTED_OUT]: !send }, { merge: true }));
}

/** The opt-out link's page: turns the summary off (or, from the same page, back on) and says so. */
export async function setSummaryByLink(token: string, send: boolean): Promise<{ send: boolean; message: string }> {
  await setSendsSummary(uidOfToken(token), send);
  return {
    send,
    message: send
      ? "Done: the monthly summary of your listings will come again on the 1st of each month."
      : "Done: you won't get the monthly summary e-mail any more. You can turn it back on here, or in My businesses.",
  };
}
