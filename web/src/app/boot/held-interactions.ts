/**
 * What a visitor does to a server-rendered page before the app has taken over (docs/decisions/0028). Links and
 * forms with an action work as plain HTML, so they go ahead. A click anything else would handle in the app (a
 * menu button, a list/map switch) is held, and replayed once the app runs; the latest one only, as the
 * visitor's latest intent. Values typed or chosen meanwhile stay in the page, and are announced to the app as
 * input and change events, so its state adopts them instead of writing its own over them on the next render.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface HeldClick {
  target: Element;
  init: MouseEventInit;
}

export function holdInteractions(root: Element): { replay: () => void; release: () => void } {
  let held: HeldClick | undefined;
  const typed = new Map<Field, string>();

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (target.closest("a[href]")) return;
    const button = target.closest<HTMLButtonElement | HTMLInputElement>("button, input");
    if (button?.type === "submit" && button.form?.hasAttribute("action")) return;
    event.preventDefault();
    // Not stopImmediatePropagation: the app's loader listens on the window too (visitor-intent.ts).
    event.stopPropagation();
    held = { target, init: { bubbles: true, cancelable: true, clientX: event.clientX, clientY: event.clientY } };
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isTextOrChoice(field) || !root.contains(field)) return;
    typed.set(field, field.value);
  };
  window.addEventListener("click", onClick, true);
  window.addEventListener("input", onInput, true);
  window.addEventListener("change", onInput, true);

  const release = () => {
    window.removeEventListener("click", onClick, true);
    window.removeEventListener("input", onInput, true);
    window.removeEventListener("change", onInput, true);
  };

  const replay = () => {
    release();
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // Hydration may have set the field from the app's empty state.
      if (field.value !== value) field.value = value;
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
    typed.clear();
    if (held?.target.isConnected) held.target.dispatchEvent(new MouseEvent("click", held.init));
    held = undefined;
  };
  return { replay, release };
}

/** Text fields and selects; a checkbox or radio changes by a click, which is held instead. */
function isTextOrChoice(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return target.type !== "checkbox" && target.type !== "radio";
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}
