/**
 * A stored business for unit tests (packages/domain and functions share it), with every field empty or off unless
 * `fields` sets it. For tests only; scripts/check-bundle.ts refuses it in public chunks.
 */
import type { Business } from "../business";

export function businessFixture(id: string, fields: Partial<Business> = {}): Business {
  return {
    id,
    name: id,
    category: "shopping",
    subcategory: "",
    description: "",
    excerpt: "",
    website: "",
    phone: "",
    address: "",
    hours: null,
    hoursNote: "",
    image: "",
    tags: [],
    featured: "false",
    createdAt: "",
    updatedAt: "",
    ...fields,
  };
}
