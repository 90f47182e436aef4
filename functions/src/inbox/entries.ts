import { INQUIRY_TYPES, type InquiryType } from "@main-street/domain/submissions";
import { FIELD_LABELS, type TrailField } from "@main-street/domain/owners";
import { searchTerms, type InboxType } from "@main-street/domain/inbox";
import { claimType, revisionType } from "@main-street/domain/records";

/** The submission collections the inbox lists, by item type. */
export const SOURCE_COLLECTIONS = {
  contact: "contact_submissions",
  volunteer: "volunteer_submissions",
  proposal: "event_proposals",
  claim: claimType.collection,
  revision: revisionType.collection,
  import: "calendar_imports",
} as const satisfies Record<InboxType, string>;

type Data = Record<string, unknown>;
const text = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(", ") : v == null ? "" : String(v));

const LABELS: Record<InboxType, [string, string][]> = {
  contact: [
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["email", "Email"],
    ["phone", "Phone"],
    ["inquiryType", "Inquiry type"],
    ["message", "Message"],
  ],
  volunteer: [
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["email", "Email"],
    ["phone", "Phone"],
    ["availability", "Availability"],
    ["interests", "Interests"],
    ["skills", "Skills"],
    ["previousExperience", "Previous experience"],
    ["message", "Comments"],
  ],
  proposal: [
    ["title", "Title"],
    ["description", "Description"],
    ["date", "Date"],
    ["time", "Time"],
    ["location", "Location"],
    ["organizerName", "Organiser"],
    ["email", "Email"],
    ["phone", "Phone"],
    ["businessName", "Host business"],
    ["ownerEmail", "Sent by the business's owner, signed in as"],
  ],
  claim: [
    ["businessName", "Business"],
    ["name", "Name"],
    ["role", "Role"],
    ["contact", "Phone or email to check"],
    ["email", "Signed in as"],
    ["note", "Note"],
  ],
  revision: [
    ["businessName", "Business"],
    ["email", "Owner"],
    ["changedFields", "Fields changed"],
  ],
  import: [
    ["change", "What"],
    ["calendar", "Calendar"],
    ["businessName", "Host business"],
    ["title", "Title"],
    ["date", "Date"],
    ["time", "Time"],
    ["location", "Location"],
    ["repeats", "Repeats"],
    ["description", "Description"],
  ],
};

/** Lines shown only when the submission has them: a proposal's host business, and the owner who sent it. */
const ONLY_WHEN_GIVEN: Partial<Record<InboxType, string[]>> = { proposal: ["businessName", "ownerEmail"] };

function shown(type: InboxType, key: string, value: unknown): string {
  if (type === "contact" && key === "inquiryType") return INQUIRY_TYPES[value as InquiryType] ?? text(value);
  if (key === "changedFields")
    return (Array.isArray(value) ? value : []).map((f) => FIELD_LABELS[f as TrailField] ?? f).join(", ");
  return text(value);
}

function summaryOf(type: InboxType, data: Data): string {
  const line =
    type === "contact"
      ? `${shown(type, "inquiryType", data.inquiryType)}: ${text(data.message)}`
      : type === "volunteer"
        ? text(data.interests) || text(data.availability) || text(data.message)
        : type === "claim"
          ? `Claims ${text(data.businessName)} (${text(data.role)})`
          : type === "revision"
            ? `${text(data.businessName)}: ${shown(type, "changedFields", data.changedFields)}`
            : `${text(data.title)} (${text(data.date)})`;
  return line.replace(/\s+/g, " ").slice(0, 160);
}

/** What the inbox stores beside a submission: enough to list, search, filter, page and export without it. */
export function inboxEntry(type: InboxType, id: string, data: Data, now: Date) {
  const name =
    type === "proposal"
      ? text(data.organizerName)
      : type === "claim"
        ? text(data.name)
        : type === "revision"
          ? text(data.email)
          : type === "import"
            ? text(data.calendar)
            : `${text(data.firstName)} ${text(data.lastName)}`;
  const fields = LABELS[type]
    .filter(([key]) => data[key] || !ONLY_WHEN_GIVEN[type]?.includes(key))
    .map(([key, label]) => ({ label, value: shown(type, key, data[key]) }));
  const email = text(data.email).toLowerCase();
  return {
    type,
    status: "new",
    createdAt: now,
    sortKey: sortKeyOf(now, id),
    name: name.trim(),
    email,
    phone: text(data.phone),
    summary: summaryOf(type, data),
    fields,
    searchTerms: searchTerms([name, email, text(data.phone), summaryOf(type, data)]),
    source: { collection: SOURCE_COLLECTIONS[type], id },
    notice: { state: "pending", attempts: 0 },
    expireAt: null,
    decision: null,
    business: data.businessId ? { id: text(data.businessId), name: text(data.businessName) } : null,
  };
}

/** Newest first and unique: the instant, then the id to break ties. Also the list's cursor. */
function sortKeyOf(createdAt: Date, id: string): string {
  return `${createdAt.toISOString()}_${id}`;
}
