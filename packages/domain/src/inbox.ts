import { z } from "zod";
import { emailField } from "./fields";

/**
 * The staff inbox (docs/product.md#inbox, docs/decisions/0026-staff-inbox.md): one list of what the public sends,
 * newest first, each item with a status staff move from New to Handled, or to Archived.
 */
export const INBOX_TYPES = {
  contact: "Contact message",
  volunteer: "Volunteer sign-up",
  proposal: "Event proposal",
  claim: "Ownership claim",
  revision: "Listing change",
  /** An imported calendar's new event, or a change to one staff edited (docs/product.md#importing-calendars). */
  import: "Calendar import",
} as const;
export type InboxType = keyof typeof INBOX_TYPES;
const TYPE_IDS = Object.keys(INBOX_TYPES) as [InboxType, ...InboxType[]];

export const INBOX_STATUSES = { new: "New", handled: "Handled", archived: "Archived" } as const;
export type InboxStatus = keyof typeof INBOX_STATUSES;
const STATUS_IDS = Object.keys(INBOX_STATUSES) as [InboxStatus, ...InboxStatus[]];

/** The list's status filter: 'open' (the default) is what still waits for staff, the New items. */
export const INBOX_VIEWS = { open: "Open", handled: "Handled", archived: "Archived", all: "All" } as const;
export type InboxView = keyof typeof INBOX_VIEWS;

const INBOX_PAGE_SIZE = 25;

/** GET /api/admin/inbox (and the CSV export, which takes the same filter without cursor and limit). */
export const inboxQuerySchema = z.object({
  type: z.enum(TYPE_IDS, { error: "Unknown type" }).optional(),
  view: z.enum(Object.keys(INBOX_VIEWS) as [InboxView, ...InboxView[]], { error: "Unknown status" }).default("open"),
  q: z
    .string({ error: "Search must be text" })
    .trim()
    .max(100, { error: "Search is at most 100 characters" })
    .optional(),
  cursor: z
    .string({ error: "Bad cursor" })
    .regex(/^[0-9TZ:.-]{1,40}_[A-Za-z0-9_-]{1,128}$/, { error: "Bad cursor" })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** PUT /api/admin/inbox/{id}/status. */
export const inboxStatusSchema = z.object({ status: z.enum(STATUS_IDS, { error: "Choose New, Handled or Archived" }) });

/** POST /api/admin/inbox/delete-person and the Inbox tab's privacy request: the address whose data goes. */
export const personDeleteSchema = z.object({ email: emailField() });

/** Where the staff notice for an item stands (docs/decisions/0026-staff-inbox.md). */
export type NoticeState = "pending" | "sent" | "retrying" | "failed" | "off" | "held";

/** What staff decided on an event proposal. */
export type ProposalDecision = { state: "approved"; eventId: string } | { state: "declined"; note: string };

/** What staff decided on an ownership claim or a listing change (docs/product.md#owners); a decline says why. */
export type OwnerDecision = { state: "approved" } | { state: "declined"; note: string };

export interface InboxItem {
  id: string;
  type: InboxType;
  status: InboxStatus;
  /** ISO instant. */
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  /** One line for the list. */
  summary: string;
  /** Every submitted field, as labelled lines for the detail view and the CSV. */
  fields: { label: string; value: string }[];
  notice: { state: NoticeState; attempts: number };
  /** ISO instant after which an archived item is deleted; null while not archived. */
  expireAt: string | null;
  /** Event proposals, claims, listing changes and calendar imports, once approved or declined. */
  decision: ProposalDecision | OwnerDecision | null;
  /** Claims and listing changes: the business they are about. */
  business?: { id: string; name: string } | null;
}

/**
 * An item's status as staff read it: a decided item says what was decided ("Approved", "Declined") rather than
 * "Handled"; an archived one says both ("Archived · Approved").
 */
export function inboxStatusLabel(item: Pick<InboxItem, "status" | "decision">): string {
  if (!item.decision || item.status === "new") return INBOX_STATUSES[item.status];
  const outcome = item.decision.state === "approved" ? "Approved" : "Declined";
  return item.status === "archived" ? `${INBOX_STATUSES.archived} · ${outcome}` : outcome;
}

export interface InboxPage {
  items: InboxItem[];
  nextCursor: string | null;
}

export interface InboxSummary {
  new: number;
}

/**
 * The lowercased words an item is found by (names, e-mail and its parts, phone digits, summary words). A search
 * matches items holding its first word exactly: Firestore has no substring search, and one indexed array keeps
 * the query paged and fast.
 */
export function searchTerms(texts: string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    const lower = text.toLowerCase();
    if (lower.includes("@")) terms.add(lower.trim());
    for (const word of lower.split(/[^\p{L}\p{N}]+/u)) if (word.length > 1) terms.add(word);
    const digits = text.replace(/\D/g, "");
    if (digits.length >= 7) terms.add(digits);
  }
  return [...terms].slice(0, 200);
}

/** The term a search box's text looks for, or null for an empty search. */
export function searchTermOf(q: string | undefined): string | null {
  const text = (q ?? "").trim().toLowerCase();
  if (!text) return null;
  if (text.includes("@")) return text.split(/\s+/)[0]!;
  const digits = text.replace(/[\s().+-]/g, "");
  if (/^\d{7,}$/.test(digits)) return digits;
  return text.split(/[^\p{L}\p{N}]+/u).find((w) => w.length > 1) ?? null;
}
