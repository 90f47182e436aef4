/**
 * The business form's values and their mapping to and from the API (tags comma-separated; hours as the week grid,
 * or none, and a note; the map pin as a position or none).
 */
import { parseTags, type Business, type BusinessInput } from "@main-street/domain/business";
import type { BusinessCategory } from "@main-street/domain/categories";
import { todayInSiteZone } from "@main-street/domain/dates";
import { businessKind } from "@main-street/domain/records";
import type { HoursException, Season } from "@main-street/domain/special-hours";
import { pastSpecialHours } from "@main-street/domain/special-hours-schema";
import type { LatLng } from "../../../widgets/district-map";
import { accessFromForm, accessToForm, type AccessForm } from "../../../widgets/access-editor";
import { fromWeekGrid, toWeekGrid, upcomingSpecialHours, type WeekGrid } from "../../../widgets/hours-editor";
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
  /** The structured hours (docs/product.md#hours), or null for none yet. */
  week: WeekGrid | null;
  /** What the week can't say, shown as written. */
  hoursNote: string;
  /** Special days and seasons from today on (docs/product.md#hours); those over are dropped on save. */
  exceptions: HoursException[];
  seasons: Season[];
  /** Every access detail, "unknown" when not reported (docs/product.md#access). */
  access: AccessForm;
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
  week: null,
  hoursNote: "",
  exceptions: [],
  seasons: [],
  access: accessToForm({}),
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
    week: toWeekGrid(business.hours),
    hoursNote: business.hoursNote,
    ...upcomingSpecialHours(business, todayInSiteZone()),
    access: accessToForm(business.access),
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
 * The edit screen's payload. The grid starts from the stored week, so a save never wipes it; a listing without
 * structured hours saves none (null), never a closed week.
 */
export function businessPayload(values: BusinessFormValues): BusinessInput {
  return {
    ...newBusinessPayload(values),
    excerpt: values.excerpt,
    image: values.image,
    hours: fromWeekGrid(values.week),
    hoursNote: values.hoursNote,
    exceptions: values.exceptions,
    seasons: values.seasons,
    access: accessFromForm(values.access),
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
  // Dates that have passed, on the browser's Boulder City clock: the API refuses them too (docs/product.md#hours).
  check: (values) =>
    Object.fromEntries(pastSpecialHours(values, todayInSiteZone()).map((p) => [p.path.join("."), p.message])),
} satisfies RecordForm<Business, BusinessFormValues>;
