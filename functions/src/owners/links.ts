import { createHmac, timingSafeEqual } from "node:crypto";
import { rateLimitSalt } from "../platform/config";

/**
 * The "still correct" link's token is `<id>.<signature>` (docs/decisions/0033-owner-revisions.md): the id names a
 * stored link (single use, expiring); the signature, an HMAC of the id, lets a tampered or made-up token be refused
 * before any read. Only the id is stored; the mail job signs it again when it composes the e-mail.
 */
/** The token for a link id, signed with a key derived from `secret` (never stored, never logged). */
export function signLinkIdWith(secret: string, id: string): string {
  const key = createHmac("sha256", secret).update("hours-confirm-link/v1").digest();
  return `${id}.${createHmac("sha256", key).update(id).digest("base64url")}`;
}

/** The token for a link id, signed with a key derived from the RATE_LIMIT_SALT secret. */
export function signLinkId(id: string): string {
  return signLinkIdWith(rateLimitSalt(), id);
}

/** The link's id when its signature is this site's; null for a tampered or made-up token. */
export function verifiedLinkId(token: string): string | null {
  const [id, signature] = token.split(".");
  if (!id || !signature) return null;
  const expected = Buffer.from(signLinkId(id).split(".")[1]!);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
