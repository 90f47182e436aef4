/**
 * A stored community event for unit tests (packages/domain and web share it), a one-off with every field empty or
 * off unless `fields` sets it. For tests only; scripts/check-bundle.ts refuses it in public chunks.
 */
import type { CommunityEvent } from "../event";
import { PUBLISHED_BLANK } from "./published";

/** When and where a one-off takes place, and its category: unset. */
const UNSCHEDULED = { date: "", displayDate: "", time: "", location: "", category: "" } as const;

export function eventFixture(id: string, fields: Partial<CommunityEvent> = {}): CommunityEvent {
  return { ...PUBLISHED_BLANK, ...UNSCHEDULED, id, title: id, ...fields };
}
