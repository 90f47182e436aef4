/**
 * The business form's values and their mapping to and from the API (tags comma-separated; hours as free text or a
 * week grid; the map pin as a position or none).
 */
import { parseTags, type Business, type BusinessInput } from "@main-street/domain/business";
import type { BusinessCategory } from "@main-street/domain/categories";
import { businessKind } from "@main-street/domain/records";
import type { LatLng } from "../../../widgets/district-map";
import { closedWeek, fromWeekGrid, toWeekGrid, type WeekGrid } from "../../../widgets/hours-editor";
import type { RecordForm } from "./record-form";

export interface BusinessFormValues {
  name: string;
  category: BusinessCategory | "";
  subcategory: string;
  description: string;
  excerpt: string;
  website: string;
  phone: string;
  /** The listing's public e-mail address ('' for none): the field owners may change too. */
  email: string;
  address: string;
  /** Free-text hours; when empty, the week grid is saved instead. */
  hours: string;
  /** The structured hours (docs/decisions/0020-open-now.md). */
  week: WeekGrid;
  /** The district map pin (docs/decisions/0022-district-map.md). */
  location: LatLng | null;
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
  email: "",
  address: "",
  hours: "",
  week: closedWeek(),
  location: null,
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
    email: business.email ?? "",
    address: business.address,
    // docs/product.md#edit-screens: structured hours show as empty.
    hours: typeof business.hours === "string" ? business.hours : "",
    week: toWeekGrid(business.hours),
    location: business.lat != null && business.lng != null ? { lat: business.lat, lng: business.lng } : null,
    image: business.image,
    tags: business.tags.join(", "),
    featured: business.featured,
  };
}

/** The Add dialog's payload (docs/product.md#api): no excerpt, hours or image. */
export function newBusinessPayload(values: BusinessFormValues): BusinessInput {
  const { name, category, subcategory, description, website, phone, email, address, featured } = values;
  return {
    name,
    category: category as BusinessCategory,
    subcategory,
    description,
    website,
    phone,
    email,
    address,
    featured,
    tags: parseTags(values.tags),
  };
}

/**
 * The edit screen's payload. Structured hours can't be edited as text: an empty hours field saves the week grid
 * (which starts from the stored structured hours), so they are never wiped on a save; an empty grid is no hours.
 */
export function businessPayload(values: BusinessFormValues): BusinessInput {
  const week = fromWeekGrid(values.week);
  return {
    ...newBusinessPayload(values),
    excerpt: values.excerpt,
    image: values.image,
    hours: values.hours.trim() ? values.hours : week.length ? week : null,
    lat: values.location?.lat ?? null,
    lng: values.location?.lng ?? null,
  };
}

export const businessForm = {
  kind: businessKind,
  blank: BLANK_BUSINESS,
  fromRecord: businessFormValues,
  addPayload: newBusinessPayload,
  editPayload: businessPayload,
} satisfies RecordForm<Business, BusinessFormValues>;
