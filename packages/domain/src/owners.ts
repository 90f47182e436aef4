import { z } from "zod";
import { businessFields, weeklyHoursSchema, type Business } from "./business";
import { comingDayName, comingDayText, seasonText, shortDate, weekSummary } from "./week-hours-text";
import { accessSummary, type AccessDetails } from "./access";
import { exceptionsField, seasonsField } from "./special-hours-schema";
import type { HoursException, Season } from "./special-hours";
import { LIMITS, optionalText, requiredText } from "./fields";

/**
 * Business owners (docs/product.md#owners, docs/decisions/0033-owner-revisions.md): a signed-in visitor claims a
 * listing, staff approve the claim, and the owner then proposes changes to some of the listing's fields, which
 * staff review before they go live.
 */

/** What an owner may change, in the order the review shows them. Never the name, category, featured flag or pin. */
export const OWNER_FIELDS = [
  "description",
  "hours",
  "hoursNote",
  "exceptions",
  "seasons",
  "access",
  "phone",
  "website",
  "email",
  "address",
  "image",
  "tags",
] as const;
export type OwnerField = (typeof OWNER_FIELDS)[number];

/** Every field the history records a change of (the owner fields, and the ones only staff change). */
export const TRAIL_FIELDS = [
  "name",
  "category",
  "subcategory",
  "excerpt",
  ...OWNER_FIELDS,
  "featured",
  "lat",
  "lng",
  "hoursConfirmedAt",
] as const;
export type TrailField = (typeof TRAIL_FIELDS)[number];

export const FIELD_LABELS: Record<TrailField, string> = {
  name: "Name",
  category: "Category",
  subcategory: "Subcategory",
  excerpt: "Excerpt",
  description: "Description",
  hours: "Hours",
  hoursNote: "Hours note",
  exceptions: "Special days",
  seasons: "Seasonal hours",
  access: "Access details",
  phone: "Phone",
  website: "Website",
  email: "Email",
  address: "Address",
  image: "Image",
  tags: "Tags",
  featured: "Featured",
  lat: "Map pin latitude",
  lng: "Map pin longitude",
  hoursConfirmedAt: "Hours confirmed",
};

const isOwnerField = (key: string): key is OwnerField => (OWNER_FIELDS as readonly string[]).includes(key);

/** A contact the office can check: an e-mail address or a phone number. */
const isCheckableContact = (v: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) || (/^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, "").length >= 7);

/** POST /api/businesses/{id}/claim and the claim dialog. */
export const claimSchema = z.object({
  name: requiredText("Your name", LIMITS.name),
  role: requiredText("Your role", LIMITS.name),
  contact: requiredText("Phone or email", LIMITS.email).check(
    z.refine(isCheckableContact, { error: "Enter a phone number or an email address the office can check" }),
  ),
  note: optionalText("Note", 1000, "multi"),
});

/** The fields a revision changes, as stored (a revision read back is parsed with it too). */
export const ownerChanges = businessFields
  .pick({
    description: true,
    hours: true,
    hoursNote: true,
    exceptions: true,
    seasons: true,
    access: true,
    phone: true,
    website: true,
    email: true,
    address: true,
    image: true,
    tags: true,
  })
  .partial();

/**
 * POST /api/owner/businesses/{id}/revisions and the owner's edit screen. `base` is the live listing's `updatedAt`
 * when the owner loaded it: a listing changed since then is refused as stale. Any field outside OWNER_FIELDS is
 * refused by name, so nothing of such a revision is stored.
 */
export const revisionSchema = z.object({
  base: z.string({ error: "Reload the listing and try again" }).min(1, { error: "Reload the listing and try again" }),
  changes: z
    .record(z.string(), z.unknown(), { error: "Changes must be an object" })
    .superRefine((changes, ctx) => {
      const forbidden = Object.keys(changes).filter((k) => !isOwnerField(k));
      if (forbidden.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `Owners can't change ${forbidden.map((k) => (FIELD_LABELS as Record<string, string>)[k] ?? k).join(", ")}. Please ask the Main Street office.`,
        });
      }
      if (Object.keys(changes).length === 0) ctx.addIssue({ code: "custom", message: "Change at least one field" });
    })
    .pipe(ownerChanges),
});
export type RevisionInput = z.input<typeof revisionSchema>;
type RevisionChanges = z.output<typeof ownerChanges>;

/** Staff declining a claim or a revision say why; the person is e-mailed the reason. */
export const declineReasonSchema = z.object({ reason: requiredText("Reason", 1000, "multi") });

/** POST /api/owner/confirm-hours: the token from the reminder e-mail's link. */
export const confirmHoursSchema = z.object({
  token: z
    .string({ error: "This link is not valid." })
    .regex(/^[A-Za-z0-9_-]{10,64}\.[A-Za-z0-9_-]{20,64}$/, { error: "This link is not valid." }),
});

/** POST /api/owner/confirm-hours/preview: what the link's button would confirm (it changes nothing). */
export interface ConfirmHoursPreview {
  businessId: string;
  name: string;
  hours: Business["hours"];
  hoursNote: string;
  hoursConfirmedAt: string | null;
}

/** POST /api/admin/businesses/{id}/history/{entryId}/restore: puts the field back to its value before that change. */
export const restoreSchema = z.object({ field: z.enum(TRAIL_FIELDS, { error: "Unknown field" }) });

export type RevisionState = "pending" | "approved" | "declined" | "superseded";

/** An ownership claim as stored (business_claims); its inbox item shares its id. */
/**
 * GET /api/owner/mine: the signed-in account's way into the owners' area (docs/product.md#owners), for the user
 * menu, the profile and the business page: the listings it owns and the claims still waiting for review.
 */
export interface MyListings {
  businesses: { id: string; name: string }[];
  pendingClaims: { businessId: string; businessName: string; sentAt: string }[];
}

export interface Claim {
  id: string;
  businessId: string;
  businessName: string;
  /** The signed-in account that sent it, and its Google-verified address (the outcome is e-mailed there). */
  uid: string;
  email: string;
  name: string;
  role: string;
  contact: string;
  note: string;
  state: "pending" | "approved" | "declined";
  /** The reason staff gave, once declined. */
  reason: string;
  createdAt: string;
}

export interface Revision {
  id: string;
  businessId: string;
  /** The owner who sent it. */
  uid: string;
  email: string;
  state: RevisionState;
  createdAt: string;
  /** The listing's updatedAt the owner started from. */
  base: string;
  changes: RevisionChanges;
  /** The reason staff gave, once declined. */
  reason: string;
}

export interface OwnedBusiness {
  business: Business;
  /** This owner's revisions, newest first. */
  revisions: Revision[];
}

export interface FieldChange {
  field: TrailField;
  from: unknown;
  to: unknown;
}

/**
 * Where a live change came from: a staff save, an approved revision, a "still correct" click, a restore, an owner's
 * answer to a district day's e-mail.
 */
export const HISTORY_SOURCES = ["staff", "owner", "confirmation", "restore", "district-day"] as const;

export interface HistoryEntry {
  id: string;
  businessId: string;
  at: string;
  /** Who made it: staff and owners by their sign-in e-mail. */
  by: string;
  source: (typeof HISTORY_SOURCES)[number];
  changes: FieldChange[];
}

/** One account owning one business (business_owners/{businessId}__{uid}). */
export interface BusinessOwner {
  id: string;
  businessId: string;
  uid: string;
  email: string;
  name: string;
  since: string;
  /** When they are next asked whether the hours are still correct. */
  nextReminderAt: string | null;
}

/** How often each owner is asked to confirm their hours. */
export const REMINDER_EVERY_DAYS = 90;
/** How long a "still correct" link works. */
export const CONFIRM_LINK_DAYS = 30;

/** A field's value when a listing has none: what "nothing" is for each kind of field. */
export function emptyValue(field: TrailField): unknown {
  if (field === "tags" || field === "exceptions" || field === "seasons") return [];
  if (field === "access") return {};
  return field === "hours" ? null : "";
}

/** The values that differ between the live listing and a revision, for the review and the history. */
export function changedFields(live: Record<string, unknown>, changes: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of OWNER_FIELDS) {
    if (!(field in changes)) continue;
    const from = live[field] ?? emptyValue(field);
    const to = changes[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) out.push({ field, from, to });
  }
  return out;
}

/** Special days as one line: 'Thu, Nov 26 Thanksgiving: Closed; Fri, Jul 3 Art walk: 5 PM – 1 AM'. */
function exceptionsText(list: HoursException[]): string {
  return list
    .map((exception) => {
      const day = { date: exception.date, kind: "exception" as const, exception };
      return `${shortDate(exception.date)} ${comingDayName(day)}: ${comingDayText(day)}`;
    })
    .join("; ");
}

/**
 * How a field's value reads in a review or a history (hours as days and times, special days and seasons by date,
 * access details by feature, tags as a list, none as a dash). `field` says which reading applies.
 */
export function shownValue(value: unknown, field?: TrailField): string {
  if (field === "exceptions" || field === "seasons" || field === "access") {
    if (field === "access") {
      const access = value && typeof value === "object" ? (value as AccessDetails) : {};
      return accessSummary(access);
    }
    const read = (field === "exceptions" ? exceptionsField : seasonsField).safeParse(value ?? []);
    if (!read.success || read.data.length === 0) return "—";
    return field === "exceptions"
      ? exceptionsText(read.data as HoursException[])
      : (read.data as Season[]).map(seasonText).join("; ");
  }
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object" && !Array.isArray(value)) {
    const week = weeklyHoursSchema.safeParse(value);
    return week.success ? weekSummary(week.data) : "—";
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "—";
    // Hours kept in the older list form, in a history written before the week.
    const week = weeklyHoursSchema.safeParse(value);
    return week.success ? weekSummary(week.data) : value.map(String).join("; ");
  }
  return String(value);
}
