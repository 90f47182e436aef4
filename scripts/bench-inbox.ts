/**
 * The inbox part of `npm run bench`: 10,000 inbox items (contact messages, volunteer sign-ups, event proposals,
 * ownership claims and listing changes, each with its stored claim or revision), an admin session, and the admin
 * calls staff make (first page, a search, a page deep in the list by its cursor, the New count, the listing
 * changes, and one change's review against its live listing). BENCH_INBOX_MIX=before loads the three types from
 * before owners (issue 29), to compare with the figures of then.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { StackAdmin } from "./stack/admin";
import { googleIdToken, sessionCookieFrom } from "./test/sessions";

export const INBOX_ITEMS = 10_000;
const TYPES =
  process.env.BENCH_INBOX_MIX === "before"
    ? (["contact", "volunteer", "proposal"] as const)
    : (["contact", "volunteer", "proposal", "claim", "revision"] as const);
const STATUSES = ["new", "handled", "handled", "archived"] as const;
const NAMES = ["Rivera", "Nguyen", "Smith", "Okafor", "Larsen", "Chen", "Garcia", "Patel", "Kowalski", "Haddad"];

/** Loads the items (one second apart, newest last) and returns the cursor of the 9,000th newest. */
export async function loadInbox(db: Firestore): Promise<string> {
  const start = Date.parse("2024-01-01T00:00:00Z");
  const keys: string[] = [];
  for (let from = 0; from < INBOX_ITEMS; from += 250) {
    const batch = db.batch();
    for (let i = from; i < from + 250; i++) {
      const id = `bench-inbox-${i}`;
      const at = new Date(start + i * 1000);
      const name = `Pat ${NAMES[i % NAMES.length]}`;
      const email = `pat.${i}@example.com`;
      keys.push(`${at.toISOString()}_${id}`);
      batch.set(db.collection("inbox").doc(id), {
        type: TYPES[i % TYPES.length],
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
        business: { id: `bench-${i % 1000}`, name: `Bench business ${i % 1000}` },
      });
      const type = TYPES[i % TYPES.length];
      if (type === "claim" || type === "revision") {
        const source = {
          businessId: `bench-${i % 1000}`,
          businessName: `Bench business ${i % 1000}`,
          uid: `bench-owner-${i % 50}`,
          email,
          state: "pending",
          createdAt: Timestamp.fromDate(at),
        };
        const change = {
          base: at.toISOString(),
          changes: {
            phone: "(702) 555-0199",
            description: `<p>Now with <strong>more</strong> of everything, change ${i}.</p>`,
            tags: ["bench", "changed"],
          },
          changedFields: ["phone", "description", "tags"],
        };
        const claim = { name, role: "Owner", contact: "702-555-0100", note: "" };
        batch.set(
          db.collection(type === "claim" ? "business_claims" : "business_revisions").doc(id),
          type === "claim" ? { ...source, ...claim } : { ...source, ...change },
        );
      }
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
    ...(process.env.BENCH_INBOX_MIX === "before"
      ? []
      : [
          { label: "GET /api/admin/inbox?type=revision", path: "/api/admin/inbox?type=revision" },
          // bench-inbox-4 is a listing change (every fifth item, from the fifth).
          { label: "GET /api/admin/inbox/{id}/review", path: "/api/admin/inbox/bench-inbox-4/review" },
        ]),
  ];
}
