/**
 * The weekly e-mail's signed links (docs/decisions/0076-newsletter-links.md). Each token names a subscriber by id (a
 * keyed hash of the address, never the address) and is signed with a key of its own purpose, derived from the
 * RATE_LIMIT_SALT secret, so a token of one purpose is refused for any other:
 * - `confirm`: `<id>.<nonce>.<expires>.<signature>`, good for CONFIRM_DAYS and for that subscription only;
 * - `manage`: `<id>.<signature>`, the "Change your categories" link: reads and changes the choices, or leaves;
 * - `unsubscribe`: `<id>.<signature>`, the List-Unsubscribe address (RFC 8058), which mail providers and request
 *   logs see: it can do nothing but unsubscribe that address, and its answer shows nothing about it.
 * Nothing of a token is stored: a tampered or made-up one is refused before any read.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CONFIRM_DAYS } from "@main-street/domain/newsletter";
import { HttpError } from "../http/errors";
import { rateLimitSalt } from "../platform/config";
import { siteNow } from "../platform/clock";

type Purpose = "confirm" | "manage" | "unsubscribe" | "subscriber-id";

const DAY_MS = 86_400_000;

const BAD_LINK = "This link is not valid. Please use the link in your most recent e-mail.";

function keyFor(purpose: Purpose, secret = rateLimitSalt()): Buffer {
  return createHmac("sha256", secret).update(`newsletter-${purpose}/v1`).digest();
}

function sign(purpose: Purpose, payload: string, secret?: string): string {
  return createHmac("sha256", keyFor(purpose, secret)).update(payload).digest("base64url");
}

function signatureMatches(purpose: Purpose, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(purpose, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscriber's document id: the same address (any capitalisation) is always the same subscriber. */
export function subscriberIdOf(email: string, secret?: string): string {
  return sign("subscriber-id", email.trim().toLowerCase(), secret).slice(0, 32);
}

/** A new confirmation link's random part. */
export function newNonce(): string {
  return randomBytes(12).toString("base64url");
}

export function confirmToken(id: string, nonce: string, createdAt: Date, secret?: string): string {
  const expires = Math.floor((createdAt.getTime() + CONFIRM_DAYS * DAY_MS) / 1000).toString(36);
  const payload = `${id}.${nonce}.${expires}`;
  return `${payload}.${sign("confirm", payload, secret)}`;
}

export function manageToken(id: string, secret?: string): string {
  return `${id}.${sign("manage", id, secret)}`;
}

export function unsubscribeToken(id: string, secret?: string): string {
  return `${id}.${sign("unsubscribe", id, secret)}`;
}

const badLink = () => new HttpError(400, "bad_request", BAD_LINK);

/** A confirmation token's subscriber and nonce; 400 when tampered, 410 once expired. */
export function readConfirmToken(token: string, now = siteNow()): { id: string; nonce: string } {
  const parts = token.split(".");
  if (parts.length !== 4) throw badLink();
  const [id, nonce, expires, signature] = parts as [string, string, string, string];
  if (!signatureMatches("confirm", `${id}.${nonce}.${expires}`, signature)) throw badLink();
  if (parseInt(expires, 36) * 1000 < now.getTime()) {
    throw new HttpError(
      410,
      "gone",
      `This confirmation link has expired (links work for ${CONFIRM_DAYS} days). Please subscribe again.`,
    );
  }
  return { id, nonce };
}

/** The subscriber a manage token names; 400 when tampered. */
export function readManageToken(token: string): string {
  const [id = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !signatureMatches("manage", id, signature)) throw badLink();
  return id;
}

/** The subscriber a leaving link names: its unsubscribe token or its manage token; 400 when tampered. */
export function readLeaveToken(token: string): string {
  const [id = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0) throw badLink();
  if (signatureMatches("unsubscribe", id, signature) || signatureMatches("manage", id, signature)) return id;
  throw badLink();
}
