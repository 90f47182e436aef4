/** The dashboard's four tabs (SPEC 2), Dashboard first and the default; the choice lives in ?tab= so it survives reloads. */
export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "users", label: "Users" },
  { id: "events", label: "Events" },
  { id: "businesses", label: "Businesses" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function toAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((t) => t.id === value)?.id ?? "dashboard";
}
