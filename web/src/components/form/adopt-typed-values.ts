/**
 * The public forms arrive server-rendered, so a visitor can type before the script takes over. Hydration keeps
 * what the page shows (textareas aside: keepTypedText), but the form's state starts empty: without this, the send
 * would see empty fields while the page shows text. Reads every named field of the form and returns the values
 * typed there that the state lacks.
 */
export function typedBeforeHydration(form: HTMLFormElement, values: Record<string, unknown>): Record<string, unknown> {
  const adopted: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
      if (element instanceof HTMLSelectElement && element.name in values && element.value && !values[element.name]) {
        adopted[element.name] = element.value;
      }
      continue;
    }
    const { name } = element;
    if (!name || !(name in values)) continue;
    const current = adopted[name] ?? values[name];
    if (Array.isArray(current)) {
      if (
        element instanceof HTMLInputElement &&
        element.type === "checkbox" &&
        element.checked &&
        !current.includes(element.value)
      ) {
        adopted[name] = [...current, element.value];
      }
    } else if (typeof current === "string" && element.type !== "checkbox" && element.value && !current) {
      adopted[name] = element.value;
    }
  }
  return adopted;
}

/**
 * Preact's hydration sets a <textarea>'s value from the component's state (empty), wiping what a visitor typed
 * into the server's HTML. Call this just before hydrating the HTML under `root`; the returned function puts the
 * typed text back (idempotent), and must run before typedBeforeHydration reads the form (SendButton calls it).
 */
export function keepTypedText(root: Element | null): () => void {
  const typed = Array.from(root?.querySelectorAll("textarea") ?? [], (field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) if (value && !field.value) field.value = value;
  };
}
