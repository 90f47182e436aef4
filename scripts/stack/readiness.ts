/** Readiness of a stack's data, for scripts that seed a fresh stack and then measure it. */

/**
 * Waits until GET /api/businesses lists `count` businesses: the seed has been written and the function serves it
 * (a function instance that read the list before the seed keeps that copy until its next cache-version check).
 * Bounded, so a stack that never serves its seed fails with a message instead of hanging.
 */
export async function waitForSeededBusinesses(url: string, count: number, boundMs = 30_000): Promise<{ id: string }[]> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const response = await fetch(`${url}/api/businesses`);
    const body = response.ok ? ((await response.json()) as { id: string }[]) : [];
    if (body.length === count) return body;
    if (Date.now() > deadline) {
      throw new Error(`${url}/api/businesses served ${body.length} businesses, not the ${count} seeded`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
