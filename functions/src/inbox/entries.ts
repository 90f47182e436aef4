import { INQUIRY_TYPES, type InquiryType } from "@main-street/domain/submissions";
import { FIELD_LABELS, type TrailField } from "@main-street/domain/owners";
import { searchTerms, type InboxItem, type InboxType } from "@main-street/domain/inbox";

/** The submission collections the inbox lists, by item type. */
export const SOURCE_COLLECTIONS = {
  contact: "contact_submissions",
  volunteer: "volunteer_submissions",
  proposal: "event_proposals",
  claim: "business_claims",
  revision: "business_revisions",
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
};

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
          : `${text(data.firstName)} ${text(data.lastName)}`;
  const fields = LABELS[type].map(([key, label]) => ({ label, value: shown(type, key, data[key]) }));
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

/** A stored inbox document as the API serves it. */
export function itemFromDoc(id: string, d: Data): InboxItem {
  const iso = (v: unknown) =>
    v && typeof (v as { toDate?: unknown }).toDate === "function"
      ? (v as { toDate(): Date }).toDate().toISOString()
      : null;
  const notice = (d.notice ?? {}) as Data;
  return {
    id,
    type: d.type as InboxType,
    status: d.status as InboxItem["status"],
    createdAt: iso(d.createdAt) ?? "",
    name: text(d.name),
    email: text(d.email),
    phone: text(d.phone),
    summary: text(d.summary),
    fields: Array.isArray(d.fields) ? (d.fields as InboxItem["fields"]) : [],
    notice: { state: (notice.state as InboxItem["notice"]["state"]) ?? "off", attempts: Number(notice.attempts ?? 0) },
    expireAt: iso(d.expireAt),
    decision: (d.decision as InboxItem["decision"] | undefined) ?? null,
    business: (d.business as InboxItem["business"] | undefined) ?? null,
  };
}
