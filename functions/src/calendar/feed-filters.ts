/**
 * Which events a feed or the embeddable calendar shows (docs/product.md#calendars-in-and-out): one business's, one
 * category's, or every event. The feeds answer a refusal in the API's error shape; the embed page shows its message.
 */
import type { Business } from "@main-street/domain/business";
import { eventCategories, knownCategory } from "@main-street/domain/calendar-feed";
import type { CommunityEvent } from "@main-street/domain/event";
import { getBusiness } from "../businesses";
import { HttpError } from "../http/errors";
import { parseId } from "../http/validate";

/** The longest category the event form takes (packages/domain/src/event.ts). */
const MAX_CATEGORY = 60;

function refused(field: string, message: string): HttpError {
  return new HttpError(400, "validation_failed", message, { [field]: message });
}

/** One text value of a query parameter: absent or blank is undefined; a repeated one is refused. */
function oneValue(value: unknown, field: string, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw refused(field, `Give one ${what}.`);
  return value.trim() || undefined;
}

/**
 * `?category=`: the category as the events write it. Categories are the events' own free text, so an unknown one
 * is refused with the list of those that exist — except by a feed (`empty`): a calendar app subscribed to a
 * category that has no events left shows an empty calendar, not an error (docs/product.md#feeds-and-subscribing).
 * The refusal doesn't repeat what was asked: the embed's message shows in a page any site may frame, so it says
 * nothing a link's author wrote.
 */
export function askedCategory(
  value: unknown,
  events: readonly CommunityEvent[],
  { empty = false }: { empty?: boolean } = {},
): string | undefined {
  const asked = oneValue(value, "category", "category");
  if (asked === undefined) return undefined;
  const known = asked.length <= MAX_CATEGORY ? knownCategory(events, asked) : null;
  if (known) return known;
  if (empty && asked.length <= MAX_CATEGORY) return asked.replace(/\s+/g, " ");
  throw refused(
    "category",
    `There are no events in that category. Choose one of: ${eventCategories(events).join(", ")}.`,
  );
}

/** The business with this id, or 404 when there is none. */
export async function findBusiness(id: string): Promise<Business> {
  const business = await getBusiness(parseId(id, "Business"));
  if (!business) throw new HttpError(404, "not_found", "Business not found.");
  return business;
}

/** `?business=`: the business, or 404 when there is none by that id. */
export async function askedBusiness(value: unknown): Promise<Business | undefined> {
  const asked = oneValue(value, "business", "business");
  return asked === undefined ? undefined : findBusiness(asked);
}
