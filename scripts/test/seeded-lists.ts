/** The seeded public lists as the API serves them in this test file's namespace (seeded before its tests). */
import { api } from "./stack-env";

export async function seededList<T>(path: "/api/businesses" | "/api/events"): Promise<T[]> {
  const { status, body } = await api(path);
  if (status !== 200 || !Array.isArray(body) || body.length === 0) {
    throw new Error(`${path} answered ${status} without the seeded records: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body as T[];
}
