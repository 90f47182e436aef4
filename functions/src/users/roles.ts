import { FieldValue } from "firebase-admin/firestore";
import { adminAuth } from "../platform/firebase-auth";
import type { Role, User } from "@main-street/domain/user";
import { HttpError } from "../http/errors";
import { firestore, withDeadline } from "../platform/firestore";
import { getUser, usersCollection } from "./repository";

const LAST_ADMIN_MESSAGE = "You can't remove the last admin. Make another user an admin first.";

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "auth/user-not-found";
}

async function authUser(uid: string) {
  try {
    return await withDeadline(adminAuth().getUser(uid));
  } catch (error) {
    if (isNotFound(error)) throw new HttpError(404, "not_found", "User not found.");
    throw error;
  }
}

/**
 * Sets a role: the `admin` claim (what the server trusts) and the users/{uid}.role mirror (for lists and the
 * last-admin guard), then revokes the user's sessions so the change applies on their next request.
 * Used by PUT /api/admin/users/{id}/role and by `npm run set-role`.
 */
export async function setUserRole(uid: string, role: Role): Promise<User> {
  const record = await authUser(uid);
  const wasAdmin = record.customClaims?.admin === true;
  const ref = usersCollection().doc(uid);

  const previousMirror = await withDeadline(
    firestore().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (role === "user") {
        // Reading the admins inside the transaction serialises two admins demoting each other.
        const admins = await tx.get(usersCollection().where("role", "==", "admin"));
        const otherAdmins = admins.docs.filter((d) => d.id !== uid).length;
        if (otherAdmins === 0 && (wasAdmin || snap.get("role") === "admin")) {
          throw new HttpError(409, "conflict", LAST_ADMIN_MESSAGE);
        }
      }
      const mirror = snap.exists ? {} : { email: record.email ?? "" };
      tx.set(ref, { ...mirror, role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      return (snap.get("role") as Role | undefined) ?? null;
    }),
  );

  if (wasAdmin !== (role === "admin")) {
    try {
      const { admin: _dropped, ...otherClaims } = record.customClaims ?? {};
      await withDeadline(
        adminAuth().setCustomUserClaims(uid, role === "admin" ? { ...otherClaims, admin: true } : otherClaims),
      );
      await withDeadline(adminAuth().revokeRefreshTokens(uid));
    } catch (error) {
      // Keep the mirror honest when the claim could not be changed.
      await withDeadline(ref.set({ role: previousMirror ?? FieldValue.delete() }, { merge: true })).catch(
        () => undefined,
      );
      throw error;
    }
  }

  const saved = await getUser(uid);
  if (!saved) throw new Error("user vanished after a role change");
  return saved;
}
