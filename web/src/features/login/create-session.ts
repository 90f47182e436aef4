/**
 * Trades a fresh Google sign-in for the `__session` cookie (POST /api/auth/session), then signs the web SDK out:
 * the cookie is the only source of truth. When sign-in just changed the account's claims (a configured admin's
 * first sign-in), the server asks for a refreshed ID token so the cookie carries the new role.
 */
import type { SessionResponse } from "@main-street/domain/auth";
import { api } from "@main-street/domain/paths";
import { signOut, type Auth, type User as FirebaseUser } from "firebase/auth";
import { apiPost } from "../../lib/api-client";

export async function createSession(auth: Auth, user: FirebaseUser): Promise<void> {
  try {
    const first = await apiPost<SessionResponse>(api.auth.session.href(), { idToken: await user.getIdToken() });
    if (first.refreshToken)
      await apiPost<SessionResponse>(api.auth.session.href(), { idToken: await user.getIdToken(true) });
  } finally {
    await signOut(auth);
  }
}
