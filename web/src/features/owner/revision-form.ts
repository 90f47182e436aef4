/**
 * The owner's edit form (docs/product.md#owners): its values, the revision they make against the listing the screen
 * started from, its validation with the shared schema, and the rebase after a stale save. Pure, so it is
 * unit-tested apart from the screen (OwnerEditPage.tsx).
 */
import { parseTags, type Business } from "@main-street/domain/business";
import { todayInSiteZone } from "@main-street/domain/dates";
import { OWNER_FIELDS, revisionSchema, type OwnerField, type RevisionInput } from "@main-street/domain/owners";
import type { HoursException, Season } from "@main-street/domain/special-hours";
import { pastSpecialHours } from "@main-street/domain/special-hours-schema";
import { getIn, setIn, type FormikErrors } from "formik";
import * as z from "zod/mini";
import { accessFromForm, accessToForm, type AccessForm } from "../../widgets/access-editor";
import {
  fromWeekGrid,
  toWeekGrid,
  upcomingSpecialHours,
  weekGridProblems,
  type WeekGrid,
} from "../../widgets/hours-editor";
import { fieldErrors } from "../../components/form/read-form";

export interface OwnerFormValues {
  description: string;
  /** The hours, as the week grid, or null while the listing has none (docs/product.md#hours). */
  week: WeekGrid | null;
  hoursNote: string;
  /** Special days and seasons from today on (docs/product.md#hours). */
  exceptions: HoursException[];
  seasons: Season[];
  /** Every access detail, "unknown" when not reported (docs/product.md#access). */
  access: AccessForm;
  phone: string;
  website: string;
  email: string;
  address: string;
  image: string;
  /** Comma-separated, as staff type them (docs/product.md#forms). */
  tags: string;
}

/** Where the screen started: the listing's `updatedAt` (the revision's base) and its values. */
export interface RevisionBase {
  updatedAt: string;
  values: OwnerFormValues;
}

function ownerFormValues(business: Business): OwnerFormValues {
  return {
    description: business.description,
    week: toWeekGrid(business.hours),
    hoursNote: business.hoursNote,
    ...upcomingSpecialHours(business, todayInSiteZone()),
    access: accessToForm(business.access),
    phone: business.phone,
    website: business.website,
    email: business.email ?? "",
    address: business.address,
    image: business.image,
    tags: business.tags.join(", "),
  };
}

export const baseOf = (business: Business): RevisionBase => ({
  updatedAt: business.updatedAt,
  values: ownerFormValues(business),
});

/** The form field that holds an owner field ('hours' is the week grid). */
const formField = (field: OwnerField) => (field === "hours" ? "week" : field);

/** A field's value as the API stores it, so two can be compared. */
export function storedValue(values: OwnerFormValues, field: OwnerField): unknown {
  if (field === "hours") return fromWeekGrid(values.week);
  if (field === "tags") return parseTags(values.tags);
  if (field === "access") return accessFromForm(values.access);
  return values[field];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The owner fields whose stored values differ between two sets of values. */
export function fieldsChanged(from: OwnerFormValues, to: OwnerFormValues): OwnerField[] {
  return OWNER_FIELDS.filter((field) => !same(storedValue(from, field), storedValue(to, field)));
}

/** The revision the form's values make: only the fields changed since the screen's base. */
export function revisionOf(base: RevisionBase, values: OwnerFormValues): RevisionInput {
  const changes = Object.fromEntries(fieldsChanged(base.values, values).map((f) => [f, storedValue(values, f)]));
  return { base: base.updatedAt, changes };
}

/** Sets one field of `values` to `source`'s. */
export function withField(values: OwnerFormValues, source: OwnerFormValues, field: OwnerField): OwnerFormValues {
  const key = formField(field);
  return { ...values, [key]: source[key] };
}

/** After a stale save: the live listing's values, with the fields the owner changed kept as the owner had them. */
export function rebased(mine: OwnerFormValues, base: RevisionBase, live: OwnerFormValues): OwnerFormValues {
  return fieldsChanged(base.values, mine).reduce((merged, field) => withField(merged, mine, field), live);
}

/**
 * Server and schema messages arrive by API path ('changes.phone', 'changes.exceptions.1.date'); the form shows them
 * by its field names, nested where the field is a list.
 */
export function formErrors(fields: Record<string, string>): FormikErrors<OwnerFormValues> {
  let errors: FormikErrors<OwnerFormValues> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [field = "", ...rest] = path.replace(/^changes\./, "").split(".");
    if (!(OWNER_FIELDS as readonly string[]).includes(field)) continue;
    const nested = field === "exceptions" || field === "seasons" || field === "access";
    // Other fields show one message for the whole field: the grid shows each day's own (weekGridProblems).
    if (!nested && rest.length > 0) continue;
    const at = nested ? [field, ...rest].join(".") : formField(field as OwnerField);
    if (getIn(errors, at) !== undefined) continue;
    errors = setIn(errors, at, message) as FormikErrors<OwnerFormValues>;
  }
  return errors;
}

/** Formik's validation: the week grid's own problems, and the shared schema on the revision's fields. */
export function revisionValidation(base: RevisionBase) {
  return (values: OwnerFormValues): FormikErrors<OwnerFormValues> => {
    const result = z.safeParse(revisionSchema, revisionOf(base, values));
    const fields = result.success ? {} : fieldErrors(result.error.issues);
    // The grid shows each day's problem itself; the form only needs to know the hours can't be sent yet.
    if (Object.keys(weekGridProblems(values.week)).length > 0) fields["changes.hours"] ??= "Check the hours.";
    // Dates that have passed, on the browser's Boulder City clock (the API refuses them too).
    for (const p of pastSpecialHours(values, todayInSiteZone())) fields[`changes.${p.path.join(".")}`] ??= p.message;
    return formErrors(fields);
  };
}

/** The form-wide refusal of the schema (no field changed), checked as the form is sent. */
export function revisionRefusal(base: RevisionBase, values: OwnerFormValues): string | null {
  const result = z.safeParse(revisionSchema, revisionOf(base, values));
  return result.success ? null : (fieldErrors(result.error.issues)["changes"] ?? result.error.issues[0]!.message);
}
