/** Formik's nested errors ({ exceptions: [, { date: "…" }] }) as messages by path ('exceptions.1.date'). */
export function flatErrors(errors: unknown, prefix = ""): Record<string, string> {
  if (typeof errors === "string") return prefix ? { [prefix]: errors } : {};
  if (!errors || typeof errors !== "object") return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    Object.assign(out, flatErrors(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}
