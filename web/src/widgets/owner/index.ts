/** Owners' pieces shared by the business page (light: the claim form loads when opened) and the owners' area. */
export { OwnerActions } from "./OwnerActions";
export { useOwnedBusiness, useOwnedBusinesses, useSaveRevision } from "./api";
