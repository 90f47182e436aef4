/**
 * The seeded public lists, as the API serves them. The function caches whole lists and rereads the cache version
 * at most every 2 s, and the stack's health check reads /api/events before seeding, so for a moment after
 * global-setup that list can still be the empty one. This waits (bounded) until the seeded records show.
 */
import { api } from "./stack-env";

export async function seededList<T>(path: "/api/businesses" | "/api/events", timeoutMs = 20_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await api(path);
    if (status === 200 && Array.isArray(body) && body.length > 0) return body as T[];
    if (Date.now() > deadline) throw new Error(`${path} stayed empty (status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
