import { getAppCheck } from "firebase-admin/app-check";
import { firestore } from "../platform/firestore";

/**
 * Resolves when the token is valid for this project, rejects otherwise. With `consume`, the token is also marked
 * used, and `alreadyConsumed` says whether an earlier request had done so.
 */
export type AppCheckVerifier = (token: string, options: { consume: boolean }) => Promise<{ alreadyConsumed?: boolean }>;

export const verifyWithFirebase: AppCheckVerifier = async (token, { consume }) => {
  firestore(); // initialises the default firebase-admin app
  const { alreadyConsumed } = await getAppCheck().verifyToken(token, consume ? { consume: true } : undefined);
  return { alreadyConsumed };
};
