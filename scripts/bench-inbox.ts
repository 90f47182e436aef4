/**
 * The inbox part of `npm run bench`: 10,000 inbox items, an admin session, and the admin calls staff make (first
 * page, a search, a page deep in the list by its cursor, the New count).
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { StackAdmin } from "./stack/admin";
import { googleIdToken, sessionCookieFrom } from "./test/sessions";

export const INBOX_ITEMS = 10_000;
const TYPES = ["contact", "volunteer", "proposal"] as const;
const STATUSES = ["new", "handled", "handled", "archived"] as const;
const NAMES = ["Rivera", "Nguyen", "Smith", "Okafor", "Larsen", "Chen", "Garcia", "Patel", "Kowalski", "Haddad"];

/** Loads the items (one second apart, newest last) and returns the cursor of the 9,000th newest. */
export async function loadInbox(db: Firestore): Promise<string> {
  const start = Date.parse("2024-01-01T00:00:00Z");
  const keys: string[] = [];
  for (let from = 0; from < INBOX_ITEMS; from += 500) {
    const batch = db.batch();
    for (let i = from; i < from + 500; i++) {
      const id = `bench-inbox-${i}`;
      const at = new Date(start + i * 1000);
      const name = `Pat ${NAMES[i % NAMES.length]}`;
      const email = `pat.${i}@example.com`;
      keys.push(`${at.toISOString()}_${id}`);
      batch.set(db.collection("inbox").doc(id), {
        type: TYPES[i % 3],
        status: STATUSES[i % 4],
        createdAt: Timestamp.fromDate(at),
        sortKey: keys[keys.length - 1],
        name,
        email,
        phone: "702-555-0100",
        summary: `Question number ${i} about the farmers market`,
        fields: [
          { label: "Email", value: email },
          { label: "Message", value: `Question number ${i} about the farmers market on Nevada Way.` },
        ],
        searchTerms: ["pat", NAMES[i % NAMES.length]!.toLowerCase(), email, "question", "farmers", "market"],
        source: { collection: "contact_submissions", id },
        notice: { state: "sent", attempts: 1 },
        expireAt: null,
      });
    }
    await batch.commit();
  }
  return keys.sort().reverse()[9000]!;
}

/** A signed-in admin's session cookie for the stack at `url`. */
export async function adminCookie(admin: StackAdmin, url: string, adminEnv: Record<string, string>): Promise<string> {
  process.env.STACK_ADMIN_ENV = JSON.stringify(adminEnv);
  const account = { email: "bench-admin@example.com", sub: "google-bench-admin", name: "Bench Admin" };
  const { uid } = await googleIdToken(account);
  await admin.auth.setCustomUserClaims(uid, { admin: true });
  const { idToken } = await googleIdToken(account);
  const response = await fetch(`${url}/api/auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ idToken }),
  });
  const cookie = sessionCookieFrom(response.headers);
  if (!cookie) throw new Error(`admin sign-in for the bench failed: ${response.status}`);
  return cookie;
}

export function inboxEndpoints(deepCursor: string) {
  return [
    { label: "GET /api/admin/inbox (first page)", path: "/api/admin/inbox" },
    { label: "GET /api/admin/inbox?q=rivera", path: "/api/admin/inbox?q=rivera&type=contact" },
    {
      label: "GET /api/admin/inbox (page at 9,000)",
      path: `/api/admin/inbox?view=all&cursor=${encodeURIComponent(deepCursor)}`,
    },
    { label: "GET /api/admin/inbox/summary", path: "/api/admin/inbox/summary" },
  ];
}
