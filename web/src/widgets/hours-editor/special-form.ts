/**
 * Special hours on the staff and owner forms (docs/product.md#hours): what the form loads (from today on: days that
 * have passed are dropped on the next save), and the messages its rows show, the schema's and the dates that have
 * passed on the browser's Boulder City clock (the API checks the same on its own).
 */
import type { HoursException, Season } from "@main-street/domain/special-hours";
import { pastSpecialHours } from "@main-street/domain/special-hours-schema";
import type { RowProblems } from "./SpecialHoursEditor";

export interface SpecialHoursValues {
  exceptions: HoursException[];
  seasons: Season[];
}

/** The special days and seasons not over by `today`, as copies to edit. */
export function upcomingSpecialHours(
  stored: { exceptions?: HoursException[]; seasons?: Season[] },
  today: string,
): SpecialHoursValues {
  return {
    exceptions: structuredClone((stored.exceptions ?? []).filter((e) => e.date >= today)),
    seasons: structuredClone((stored.seasons ?? []).filter((s) => s.to >= today)),
  };
}

/** `errors`: the form's messages by path ('exceptions.1.date'); returns each list's row messages ('1.date'). */
export function specialHoursProblems(
  values: SpecialHoursValues,
  today: string,
  errors: Record<string, string>,
): { exceptions: RowProblems; seasons: RowProblems } {
  const out = { exceptions: {} as RowProblems, seasons: {} as RowProblems };
  const add = (path: string, message: string) => {
    const [list, ...rest] = path.split(".");
    if ((list === "exceptions" || list === "seasons") && rest.length) out[list][rest.join(".")] ??= message;
  };
  for (const [path, message] of Object.entries(errors)) add(path, message);
  for (const p of pastSpecialHours(values, today)) add(p.path.join("."), p.message);
  return out;
}
