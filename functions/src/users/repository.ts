import { FieldValue } from "firebase-admin/firestore";
import { userType } from "@main-street/domain/records";
import { DEFAULT_TIMEZONE, type Role, type TimeZoneId, type User } from "@main-street/domain/user";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord, readRecords } from "../records/read";

/**
 * users/{uid}: the profile, plus `role` mirroring the `admin` claim so admins can be listed and counted; read with
 * the type's schema (a missing or unknown role reads as 'user', an unknown time zone as the default).
 */
export function usersCollection() {
  return firestore().collection(userType.collection);
}

export async function getUser(uid: string): Promise<User | null> {
  return readRecord(userType, await withDeadline(usersCollection().doc(uid).get()));
}

/** Newest first. The organisation's staff is small; the cap keeps one response bounded. */
export async function listUsers(): Promise<User[]> {
  const snap = await withDeadline(usersCollection().orderBy("createdAt", "desc").limit(1000).get());
  return readRecords(userType, snap.docs);
}

export interface NewUserProfile {
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string;
  role: Role;
}

/** False until the first sign-in has filled in the profile (set-role may have made a doc holding only the role). */
export async function isProfileSetUp(uid: string): Promise<boolean> {
  const snap = await withDeadline(usersCollection().doc(uid).get());
  return snap.exists && snap.get("createdAt") !== undefined;
}

/** The first sign-in's profile, in the default time zone. */
export async function createProfile(uid: string, profile: NewUserProfile): Promise<void> {
  await withDeadline(
    usersCollection()
      .doc(uid)
      .set(
        {
          ...profile,
          timezone: DEFAULT_TIMEZONE,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      ),
  );
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  timezone: TimeZoneId;
}

/**
 * Saves the profile. `email` is the verified address of the session, never one typed into the form, so no check
 * against other accounts is needed (Auth keeps one account per address) and none can be probed from here.
 */
export async function updateProfile(uid: string, data: ProfileUpdate): Promise<User> {
  const ref = usersCollection().doc(uid);
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const firstTime = snap.exists
        ? {}
        : { role: "user", profileImageUrl: "", createdAt: FieldValue.serverTimestamp() };
      tx.set(ref, { ...firstTime, ...data, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    }),
  );
  const saved = await getUser(uid);
  if (!saved) throw new Error("user vanished after a profile save");
  return saved;
}

/** Puts the verified sign-in address back where a profile holds another (saved before it came from the sign-in). */
export async function recordVerifiedEmail(uid: string, email: string): Promise<void> {
  const ref = usersCollection().doc(uid);
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists && snap.get("email") !== email) tx.update(ref, { email });
    }),
  );
}
