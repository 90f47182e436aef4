/**
 * Event categories (docs/product.md#event-categories): a list staff manage, so one kind of event has one name
 * ("Arts", never also "Art"). An event's category is one of them, or none. A category's id is its name made
 * readable (readable-id.ts), so "arts", "Arts" and "ARTS" are one category.
 */
import { z } from "zod";
import { requiredText } from "./fields";
import { idFromTitle } from "./readable-id";

/** Where the list is kept: one document per category, under its id. */
export const EVENT_CATEGORIES_COLLECTION = "event_categories";

/** The longest category name. */
export const CATEGORY_NAME_MAX = 40;

export interface EventCategory {
  /** 'food-drink' for "Food & Drink". */
  id: string;
  name: string;
  /** How many events are in it. */
  events: number;
}

/** The category id of a name; '' when the name has no letter or digit. */
export function categoryId(name: string): string {
  return idFromTitle(name, "");
}

/** POST /api/admin/event-categories and PUT …/{id} (a rename; into another category's name, a merge). */
export const eventCategoryInputSchema = z.object({
  name: requiredText("Name", CATEGORY_NAME_MAX).check(
    z.refine((name: string) => categoryId(name) !== "", { error: "Name needs a letter or a digit" }),
  ),
});

/** The one category among `names` that `name` names (whatever its case and punctuation), or undefined. */
export function findCategory<T extends { name: string }>(categories: readonly T[], name: string): T | undefined {
  const id = categoryId(name);
  return id ? categories.find((c) => categoryId(c.name) === id) : undefined;
}

/** Why the API refuses an event's category, naming the ones it takes. */
export function unknownCategoryMessage(name: string, categories: readonly { name: string }[]): string {
  if (categories.length === 0)
    return `"${name}" isn't an event category, and there are none yet: staff add them under Events.`;
  return `"${name}" isn't an event category. Choose one of: ${categories.map((c) => c.name).join(", ")}.`;
}
