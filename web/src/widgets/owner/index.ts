/** Owners' pieces: the business page's actions (its default export, loaded only for a signed-in visitor) and the list of what they own. */
export { OwnerActions as default } from "./OwnerActions";
export { useOwnedBusinesses } from "./api";
