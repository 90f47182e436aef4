/**
 * Whether an owner gets the monthly summary e-mail (docs/product.md#listing-statistics): on unless they opted out,
 * stored as `monthlySummaryOff` on their users/{uid} document (beside the profile, which every write there merges
 * into, so neither undoes the other). The e-mail's opt-out link carries `<uid, base64url>.<last day>.<signature>`: an
 * HMAC of the uid and the last day (days since 1970) it works, so it needs no stored state, a made-up or altered
 * token is refused before any read, and a link forwarded or found in an old mail stops working after
 * OPT_OUT_LINK_DAYS (each month's e-mail brings a new one; the owner area's setting always works).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { userType } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { rateLimitSalt } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";

const OPTED_OUT = "monthlySummaryOff";
/** How long an opt-out link works after its e-mail is composed: three months' e-mails. */
export const OPT_OUT_LINK_DAYS = 90;
const DAY_MS = 86_400_000;

/** The account's users/{uid} document, where the choice is kept. */
export const summaryUserRef = (uid: string) => firestore().collection(userType.collection).doc(uid);

function signatureOf(uid: string, lastDay: string, secret = rateLimitSalt()): string {
  const key = createHmac("sha256", secret).update("monthly-summary-opt-out/v2").digest();
  return createHmac("sha256", key).update(`${uid}\n${lastDay}`).digest("base64url");
}

/** The opt-out link's token for an account, signed with a key derived from `secret` (never stored, never logged). */
export function optOutTokenWith(secret: string, uid: string, now = new Date()): string {
  const lastDay = String(Math.floor(now.getTime() / DAY_MS) + OPT_OUT_LINK_DAYS);
  return `${Buffer.from(uid, "utf8").toString("base64url")}.${lastDay}.${signatureOf(uid, lastDay, secret)}`;
}

/** The opt-out link's token for an account, signed with a key derived from the RATE_LIMIT_SALT secret. */
export function optOutToken(uid: string, now = new Date()): string {
  return optOutTokenWith(rateLimitSalt(), uid, now);
}

const BAD_LINK = "This link is not valid. Please use the link in your most recent e-mail.";

/** The account a token was made for: 400 for a tampered or made-up one, 410 once it has expired. */
function uidOfToken(token: string, now: Date): string {
  const parts = token.split(".");
  const [encoded, lastDay, signature] = parts.length === 3 ? parts : [parts[0], "", parts[1]];
  const uid = encoded ? Buffer.from(encoded, "base64url").toString("utf8") : "";
  // A link from before links expired (no last day) is checked as the old one was: its own key.
  const expected = Buffer.from(lastDay ? signatureOf(uid, lastDay) : legacySignatureOf(uid));
  const given = Buffer.from(signature ?? "");
  if (!uid || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(400, "bad_request", BAD_LINK);
  }
  if (!lastDay || Number(lastDay) < Math.floor(now.getTime() / DAY_MS)) {
    throw new HttpError(
      410,
      "gone",
      "This link has expired. Sign in and open My businesses to turn the monthly summary off or on.",
    );
  }
  return uid;
}

/** The signature of the links mailed before they carried a last day: recognised only to say they have expired. */
function legacySignatureOf(uid: string): string {
  const key = createHmac("sha256", rateLimitSalt()).update("monthly-summary-opt-out/v1").digest();
  return createHmac("sha256", key).update(uid).digest("base64url");
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
export async function setSummaryByLink(
  token: string,
  send: boolean,
  now = new Date(),
): Promise<{ send: boolean; message: string }> {
  await setSendsSummary(uidOfToken(token, now), send);
  return {
    send,
    message: send
      ? "Done: the monthly summary of your listings will come again on the 1st of each month."
      : "Done: you won't get the monthly summary e-mail any more. You can turn it back on here, or in My businesses.",
  };
}
