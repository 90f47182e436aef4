import { createHmac, timingSafeEqual } from "node:crypto";
import { rateLimitSalt } from "../platform/config";

/**
 * An e-mailed link's token is `<id>.<signature>` (docs/decisions/0033-owner-revisions.md): the id names a stored link
 * (the "still correct" link, a district day's answer link); the signature, an HMAC of the id under a key derived for
 * that purpose, lets a tampered or made-up token be refused before any read, and a token made for one purpose is
 * refused by the other. Only the id is stored; the mail job signs it again when it composes the e-mail.
 */
const HOURS_CONFIRM = "hours-confirm-link/v1";
export const DISTRICT_DAY_ANSWER = "district-day-link/v1";

/** The token for a link id, signed with a key derived from `secret` and the purpose (never stored, never logged). */
export function signLinkIdWith(secret: string, id: string, purpose = HOURS_CONFIRM): string {
  const key = createHmac("sha256", secret).update(purpose).digest();
  return `${id}.${createHmac("sha256", key).update(id).digest("base64url")}`;
}

/** The token for a link id, signed with a key derived from the RATE_LIMIT_SALT secret. */
export function signLinkId(id: string, purpose = HOURS_CONFIRM): string {
  return signLinkIdWith(rateLimitSalt(), id, purpose);
}

/** The link's id when its signature is this site's, for that purpose; null for a tampered or made-up token. */
export function verifiedLinkId(token: string, purpose = HOURS_CONFIRM): string | null {
  const [id, signature] = token.split(".");
  if (!id || !signature) return null;
  const expected = Buffer.from(signLinkId(id, purpose).split(".")[1]!);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
