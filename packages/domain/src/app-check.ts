/**
 * Which API calls carry an App Check token: the public forms, owners' claims and changes, admin changes and the
 * upload steps. The web client attaches one to exactly these; the API enforces it on the routes themselves
 * (functions/src/abuse/app-check.ts; app-check-coverage.test.ts there keeps the two in step).
 */
import { addressPattern, api } from "./paths";

export const APP_CHECK_HEADER = "X-Firebase-AppCheck";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * The public forms and the owners' claims, proposed changes and proposed events: each post spends a limited-use
 * token the API consumes, so no token is good twice.
 */
const SINGLE_USE_PATHS = [
  api.contact,
  api.volunteer,
  api.eventProposals,
  api.claim,
  api.owner.revisions,
  api.owner.eventProposals,
  api.newsletter.subscribe,
].map(({ path }) => addressPattern(path));
const PROTECTED_PATHS = [
  ...SINGLE_USE_PATHS,
  addressPattern(`${api.admin.path}/`, false),
  ...[
    api.objects.upload,
    api.objects.setAcl,
    api.owner.uploadUrl,
    api.owner.setImageAcl,
    api.owner.calendar,
    api.owner.monthlySummary,
    // The weekly e-mail's confirmation and choices; never leaving it, which must work from any mail app or browser.
    api.newsletter.confirm,
    api.newsletter.manage,
  ].map(({ path }) => addressPattern(path)),
];

export function isWriteMethod(method: string): boolean {
  return WRITES.has(method.toUpperCase());
}

/** `path` is the URL path from the site root as the web app writes it, e.g. `api.contact.path` (no query). */
export function requiresAppCheck(method: string, path: string): boolean {
  return isWriteMethod(method) && PROTECTED_PATHS.some((pattern) => pattern.test(path));
}

/** Whether the call needs a fresh limited-use token rather than the app's cached one. */
export function requiresSingleUseToken(method: string, path: string): boolean {
  return isWriteMethod(method) && SINGLE_USE_PATHS.some((pattern) => pattern.test(path));
}
