/**
 * Access details (docs/product.md#access): a small fixed set of things a visitor using a wheelchair, a walker or a
 * stroller, or with a hearing or sight loss, asks before coming. Each is reported Yes or No, with one short note, or
 * not reported at all; "not reported" is never shown or counted as No. Zod-free, so public pages read it.
 */
export const ACCESS_FEATURES = [
  { key: "step-free-entrance", label: "Step-free entrance" },
  { key: "accessible-restroom", label: "Accessible restroom" },
  { key: "accessible-parking", label: "Accessible parking nearby" },
  { key: "wheelchair-space", label: "Space for a wheelchair inside" },
  { key: "service-animals", label: "Service animals welcome" },
  { key: "seating", label: "Seating available" },
  { key: "large-print-menu", label: "Large-print or braille menu" },
  { key: "hearing-loop", label: "Hearing loop" },
] as const;

export type AccessKey = (typeof ACCESS_FEATURES)[number]["key"];
export const ACCESS_KEYS = ACCESS_FEATURES.map((f) => f.key) as AccessKey[];
type AccessState = "yes" | "no";

export interface AccessDetail {
  state: AccessState;
  /** "Ramp at the side door on Nevada Way"; may be ''. */
  note: string;
}

/** What a listing reports; a feature it leaves out is not reported. */
export type AccessDetails = Partial<Record<AccessKey, AccessDetail>>;

/** The longest note on one access detail. */
export const ACCESS_NOTE_MAX = 120;

export const ACCESS_LABELS = Object.fromEntries(ACCESS_FEATURES.map((f) => [f.key, f.label])) as Record<
  AccessKey,
  string
>;

export function isAccessKey(value: unknown): value is AccessKey {
  return typeof value === "string" && (ACCESS_KEYS as string[]).includes(value);
}

/** Whether a listing reports anything at all (staff ask the ones that don't). */
export function reportsAccess(access: AccessDetails | undefined): boolean {
  return ACCESS_KEYS.some((key) => access?.[key] !== undefined);
}

/** How a state reads: 'Yes', 'No' or 'Not reported'. */
export function accessStateText(detail: AccessDetail | undefined): string {
  return detail === undefined ? "Not reported" : detail.state === "yes" ? "Yes" : "No";
}

/** The details on one line, for reviews, histories and e-mails: 'Step-free entrance: yes (ramp at the side door); …'. */
export function accessSummary(access: AccessDetails | undefined): string {
  const lines = ACCESS_FEATURES.flatMap(({ key, label }) => {
    const detail = access?.[key];
    if (!detail) return [];
    return [`${label}: ${detail.state}${detail.note ? ` (${detail.note})` : ""}`];
  });
  return lines.length ? lines.join("; ") : "None reported";
}
