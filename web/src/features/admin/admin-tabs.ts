/**
 * The dashboard's tabs (docs/product.md#admin): Dashboard first and the default, Inbox, Users, then one per managed kind.
 * The choice lives in ?tab= so it survives reloads.
 */
import { ADMIN_RECORDS } from "./records/registry";

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "inbox", label: "Inbox" },
  { id: "users", label: "Users" },
  ...ADMIN_RECORDS.map(({ kind }) => ({ id: kind.collection, label: kind.plural })),
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function toAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((t) => t.id === value)?.id ?? "dashboard";
}
