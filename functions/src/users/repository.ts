import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { DEFAULT_TIMEZONE, TIMEZONES, type Role, type TimeZoneId, type User } from "@main-street/domain/user";
import { firestore, toIso, withDeadline } from "../platform/firestore";

/** users/{uid}: the profile, plus `role` mirroring the `admin` claim so admins can be listed and counted. */
const USERS = "users";

export function usersCollection() {
  return firestore().collection(USERS);
}

function isTimeZone(value: unknown): value is TimeZoneId {
  return typeof value === "string" && value in TIMEZONES;
}

function userFromDoc(doc: DocumentSnapshot): User | null {
  const d = doc.data();
  if (!d) return null;
  return {
    id: doc.id,
    email: String(d.email ?? ""),
    firstName: String(d.firstName ?? ""),
    lastName: String(d.lastName ?? ""),
    profileImageUrl: String(d.profileImageUrl ?? ""),
    role: d.role === "admin" ? "admin" : "user",
    timezone: isTimeZone(d.timezone) ? d.timezone : DEFAULT_TIMEZONE,
    createdAt: toIso(d.createdAt),
    updatedAt: toIso(d.updatedAt ?? d.createdAt),
  };
}

export async function getUser(uid: string): Promise<User | null> {
  return userFromDoc(await withDeadline(usersCollection().doc(uid).get()));
}

/** Newest first. The organisation's staff is small; the cap keeps one response bounded. */
export async function listUsers(): Promise<User[]> {
  const snap = await withDeadline(usersCollection().orderBy("createdAt", "desc").limit(1000).get());
  return snap.docs.map(userFromDoc).filter((u): u is User => u !== null);
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
