/* Zod-free: the business page asks whether its visitor owns it without loading any schema. */

/** GET: the signed-in owner's businesses (docs/product.md#owners). */
export const OWNER_API = "/api/owner/businesses";
export const ownerBusinessPath = (id: string) => `${OWNER_API}/${encodeURIComponent(id)}`;
export const claimPath = (id: string) => `/api/businesses/${encodeURIComponent(id)}/claim`;
