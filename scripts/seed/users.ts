/** Seeds sign-in accounts into the Auth emulator: one admin, one plain user (both Google accounts), and their users/{uid} docs. */
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { todayInSiteZone } from "@main-street/domain/dates";
import { DEFAULT_TIMEZONE } from "@main-street/domain/user";
import { seededAt } from "./seed";

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

/**
 * Creates the accounts with a Google identity, so they are listed on the Auth emulator's Google sign-in page
 * (it lists accounts that have a google.com provider), with the admin claim and the users/{uid} mirror.
 */
export async function seedAuthUsers(
  auth: Auth,
  db: Firestore,
  users = SEED_USERS,
  today = todayInSiteZone(),
): Promise<SeedUser[]> {
  const SEEDED_AT = seededAt(today);
  const result = await auth.importUsers(
    users.map((u) => ({
      uid: u.uid,
      email: u.email,
      emailVerified: true,
      displayName: `${u.firstName} ${u.lastName}`,
      customClaims: u.role === "admin" ? { admin: true } : {},
      providerData: [
        {
          uid: `google-${u.uid}`,
          email: u.email,
          displayName: `${u.firstName} ${u.lastName}`,
          providerId: "google.com",
        },
      ],
    })),
  );
  const failed = result.errors.filter((e) => !/exist/i.test(e.error.message));
  if (failed.length > 0) throw new Error(`Seeding sign-in accounts failed: ${failed[0]!.error.message}`);

  const batch = db.batch();
  for (const u of users) {
    batch.set(db.collection("users").doc(u.uid), {
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      profileImageUrl: "",
      role: u.role,
      timezone: DEFAULT_TIMEZONE,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
  }
  await batch.commit();
  return users;
}
