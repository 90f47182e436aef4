/**
 * A stored business for unit tests (packages/domain and functions share it), with every field empty or off unless
 * `fields` sets it. For tests only; scripts/check-bundle.ts refuses it in public chunks.
 */
import type { Business } from "../business";
import { PUBLISHED_BLANK } from "./published";

export function businessFixture(id: string, fields: Partial<Business> = {}): Business {
  return {
    ...PUBLISHED_BLANK,
    id,
    name: id,
    category: "shopping",
    subcategory: "",
    website: "",
    phone: "",
    address: "",
    hours: null,
    hoursNote: "",
    tags: [],
    ...fields,
  };
}
