/**
 * The dashboard's tabs (docs/product.md#admin): Dashboard first and the default, then each record type with a tab
 * of its own (records/registry.ts): Inbox, Users, then one per managed kind; last the Weekly E-mail. The choice lives
 * in ?tab= so it survives reloads.
 */
import { TAB_VIEWS } from "./records/registry";

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard" },
  ...TAB_VIEWS.map(({ type, tab }) => ({
    id: type.collection,
    label: tab.label,
    Label: "Label" in tab ? tab.Label : undefined,
  })),
  // Counts and the next e-mail, not records: subscribers are never listed (docs/product.md#weekly-email).
  { id: "newsletter", label: "Weekly E-mail" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function toAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((t) => t.id === value)?.id ?? "dashboard";
}
