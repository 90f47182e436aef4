/** The business form's values and their mapping to and from the API (tags comma-separated, hours free text). */
import { parseTags, type Business, type BusinessInput } from "@main-street/domain/business";
import type { BusinessCategory } from "@main-street/domain/categories";
import { businessKind } from "@main-street/domain/records";
import type { RecordForm } from "./record-form";

export interface BusinessFormValues {
  name: string;
  category: BusinessCategory | "";
  subcategory: string;
  description: string;
  excerpt: string;
  website: string;
  phone: string;
  address: string;
  hours: string;
  image: string;
  /** Comma-separated; each is trimmed and empty items are dropped (docs/product.md#forms). */
  tags: string;
  featured: "true" | "false";
}

export const BLANK_BUSINESS: BusinessFormValues = {
  name: "",
  category: "",
  subcategory: "",
  description: "",
  excerpt: "",
  website: "",
  phone: "",
  address: "",
  hours: "",
  image: "",
  tags: "",
  featured: "false",
};

export function businessFormValues(business: Business): BusinessFormValues {
  return {
    name: business.name,
    category: business.category,
    subcategory: business.subcategory,
    description: business.description,
    excerpt: business.excerpt,
    website: business.website,
    phone: business.phone,
    address: business.address,
    // docs/product.md#edit-screens: structured hours show as empty.
    hours: typeof business.hours === "string" ? business.hours : "",
    image: business.image,
    tags: business.tags.join(", "),
    featured: business.featured,
  };
}

/** The Add dialog's payload (docs/product.md#api): no excerpt, hours or image. */
export function newBusinessPayload(values: BusinessFormValues): BusinessInput {
  const { name, category, subcategory, description, website, phone, address, featured } = values;
  return {
    name,
    category: category as BusinessCategory,
    subcategory,
    description,
    website,
    phone,
    address,
    featured,
    tags: parseTags(values.tags),
  };
}

/**
 * The edit screen's payload. Structured hours can't be edited as text: an empty hours field keeps them,
 * rather than wiping them on every save.
 */
export function businessPayload(values: BusinessFormValues, stored: Business): BusinessInput {
  const keepStructured = !values.hours.trim() && stored.hours !== null && typeof stored.hours !== "string";
  return {
    ...newBusinessPayload(values),
    excerpt: values.excerpt,
    image: values.image,
    hours: keepStructured ? stored.hours : values.hours,
  };
}

export const businessForm = {
  kind: businessKind,
  blank: BLANK_BUSINESS,
  fromRecord: businessFormValues,
  addPayload: newBusinessPayload,
  editPayload: businessPayload,
} satisfies RecordForm<Business, BusinessFormValues>;
