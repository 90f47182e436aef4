/**
 * The seeded public lists, as the API serves them. The function caches whole lists and rereads the cache version
 * at most every 2 s, and the stack's health check reads /api/events before seeding, so for a moment after
 * global-setup that list can still be the empty one: wait (bounded) until the seeded records show.
 */
import { eventually } from "./eventually";
import { api } from "./stack-env";

export async function seededList<T>(path: "/api/businesses" | "/api/events"): Promise<T[]> {
  const { body } = await eventually(
    () => api(path),
    ({ status, body }) => status === 200 && Array.isArray(body) && body.length > 0,
    `the seeded ${path}`,
  );
  return body as T[];
}
