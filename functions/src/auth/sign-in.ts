import type { DecodedIdToken } from "firebase-admin/auth";
import { HttpError } from "../http/errors";
import { csv, env } from "../platform/config";
import { withDeadline } from "../platform/firestore";
import { createProfile, isProfileSetUp, recordVerifiedEmail } from "../users";
import { adminAuth, verifiedEmail } from "../platform/firebase-auth";
import { SESSION_MAX_AGE_MS } from "./session-cookie";

/** A session is only made from a sign-in that just happened (Firebase's session-cookie guidance). */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

const SIGN_IN_FAILED = () =>
  new HttpError(401, "unauthenticated", "Your sign-in could not be verified. Please sign in again.");

async function verifyRecentSignIn(idToken: string): Promise<DecodedIdToken> {
  let decoded: DecodedIdToken;
  try {
    decoded = await withDeadline(adminAuth().verifyIdToken(idToken, true));
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === "string" && code.startsWith("auth/")) throw SIGN_IN_FAILED();
    throw error;
  }
  if (Date.now() / 1000 - decoded.auth_time > RECENT_SIGN_IN_SECONDS) {
    throw new HttpError(401, "unauthenticated", "Your sign-in is too old. Please sign in again.");
  }
  return decoded;
}

/** 'Ada Lovelace King' -> first 'Ada', last 'Lovelace King'. */
export function splitDisplayName(name: string | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** ADMIN_EMAILS bootstraps the first admins; only a verified e-mail counts. */
function isBootstrapAdmin(token: DecodedIdToken): boolean {
  if (!token.email || token.email_verified !== true) return false;
  const admins = csv(env().ADMIN_EMAILS).map((e) => e.toLowerCase());
  return admins.includes(token.email.toLowerCase());
}

/** Grants the admin claim to a configured admin (first sign-in only, so a later demotion sticks). */
async function grantAdminClaim(uid: string): Promise<void> {
  const record = await withDeadline(adminAuth().getUser(uid));
  await withDeadline(adminAuth().setCustomUserClaims(uid, { ...record.customClaims, admin: true }));
}

export interface SignInResult {
  uid: string;
  sessionCookie: string;
  /** The claims changed during sign-in: the browser must post a refreshed ID token for them to reach the cookie. */
  refreshToken: boolean;
}

/** Verifies a fresh Google sign-in, sets up users/{uid} on the first one, and makes a session cookie. */
export async function signIn(idToken: string): Promise<SignInResult> {
  const token = await verifyRecentSignIn(idToken);
  let refreshToken = false;
  const email = verifiedEmail(token);
  if (await isProfileSetUp(token.uid)) {
    await recordVerifiedEmail(token.uid, email);
  } else {
    const makeAdmin = token.admin !== true && isBootstrapAdmin(token);
    // Claim before profile: if either fails, the next sign-in is still a first sign-in and retries both.
    if (makeAdmin) await grantAdminClaim(token.uid);
    refreshToken = makeAdmin;
    await createProfile(token.uid, {
      email,
      ...splitDisplayName(token.name as string | undefined),
      profileImageUrl: typeof token.picture === "string" ? token.picture : "",
      role: token.admin === true || makeAdmin ? "admin" : "user",
    });
  }
  const sessionCookie = await withDeadline(adminAuth().createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_MS }));
  return { uid: token.uid, sessionCookie, refreshToken };
}
