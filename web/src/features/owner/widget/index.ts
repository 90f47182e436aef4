/**
 * The owner feature's widget: what other features show of it (docs/product.md#owners). The business page lazily
 * loads the default export (its owner's "Edit your listing" or anyone else's "Own this business? Claim it"), so it
 * imports nothing else of the feature and stays out of the owners' area's chunk (eslint.config.mjs). The user menu
 * and the profile list the account's listings and claims (MyListingsLinks).
 */
export { OwnerActions as default } from "./OwnerActions";
export { useOwnedBusinesses } from "./queries";
export { MyListingsLinks, useMyListingsMenuItems } from "./MyListings";
