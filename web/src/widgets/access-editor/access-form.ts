/** Access details on the staff and owner forms (docs/product.md#access): every feature, "unknown" when not reported. */
import { ACCESS_KEYS, type AccessDetails, type AccessKey } from "@main-street/domain/access";

export type AccessChoice = "yes" | "no" | "unknown";
export type AccessForm = Record<AccessKey, { state: AccessChoice; note: string }>;

export function accessToForm(access: AccessDetails | undefined): AccessForm {
  return Object.fromEntries(
    ACCESS_KEYS.map((key) => [key, { state: access?.[key]?.state ?? "unknown", note: access?.[key]?.note ?? "" }]),
  ) as AccessForm;
}

/** What the form saves: the features reported Yes or No, with their notes trimmed. */
export function accessFromForm(form: AccessForm): AccessDetails {
  const out: AccessDetails = {};
  for (const key of ACCESS_KEYS) {
    const { state, note } = form[key];
    if (state !== "unknown") out[key] = { state, note: note.trim() };
  }
  return out;
}
