/** Seeds sign-in accounts into the Auth emulator: one admin, one plain user (both Google accounts). */
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";

export interface SeedUser {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user";
}

export const SEED_USERS: SeedUser[] = [
  { uid: "seed-admin", email: "admin@example.com", firstName: "Avery", lastName: "Admin", role: "admin" },
  { uid: "seed-user", email: "user@example.com", firstName: "Jordan", lastName: "Visitor", role: "user" },
];

/** Creates the accounts with a Google identity, so they show in the emulator's Google sign-in page. */
export async function seedAuthUsers(auth: Auth, _db: Firestore): Promise<SeedUser[]> {
  await auth.importUsers(
    SEED_USERS.map((u) => ({
      uid: u.uid,
      email: u.email,
      emailVerified: true,
      displayName: `${u.firstName} ${u.lastName}`,
      customClaims: u.role === "admin" ? { admin: true } : {},
      providerData: [{ uid: `google-${u.uid}`, email: u.email, displayName: `${u.firstName} ${u.lastName}`, providerId: "google.com" }],
    })),
  );
  return SEED_USERS;
}
