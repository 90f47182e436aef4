/**
 * Which API calls carry an App Check token: the public forms, admin changes and the upload steps. The web client
 * attaches one to exactly these, and the API refuses them without a valid one when App Check is enforced.
 */
export const APP_CHECK_HEADER = "X-Firebase-AppCheck";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PROTECTED_PATHS = [
  /^\/api\/(contact|volunteer|event-proposals)$/,
  /^\/api\/admin\//,
  /^\/api\/objects\/(upload|set-acl)$/,
];

/** `path` is the URL path from the site root, e.g. "/api/contact" (no query). */
export function requiresAppCheck(method: string, path: string): boolean {
  return WRITES.has(method.toUpperCase()) && PROTECTED_PATHS.some((pattern) => pattern.test(path));
}
