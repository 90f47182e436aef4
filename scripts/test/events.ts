/** Events made through the admin API, as staff make them. */
import type { CommunityEvent } from "@main-street/domain/event";
import { apiAs, type TestSession } from "./sessions";

/** Creates an event as `admin` (a description and place unless `fields` sets them) and checks it was created. */
export async function createEventAs(admin: TestSession, fields: Record<string, unknown>): Promise<CommunityEvent> {
  const body = { description: "<p>A test event.</p>", location: "Wilbur Square Park", ...fields };
  const { status, body: event } = await apiAs(admin, "POST", "/api/admin/events", body);
  expect({ status, error: event.error }).toEqual({ status: 201, error: undefined });
  return event as CommunityEvent;
}
