/**
 * A public form's values, read from the form itself (as a native submit would send them): text fields as strings,
 * the named checkbox groups as lists. Whatever the visitor typed or ticked counts, even before the app ran.
 */
export type FormValues = Record<string, string | string[]>;

export function readForm(form: HTMLFormElement, lists: readonly string[] = []): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name).filter((v): v is string => typeof v === "string");
    values[name] = lists.includes(name) ? all : (all[0] ?? "");
  }
  for (const name of lists) values[name] ??= [];
  return values;
}

/** The first message for each field a zod error names ("a.b" for nested paths). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
