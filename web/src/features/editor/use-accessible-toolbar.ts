/**
 * react-draft-wysiwyg draws its buttons as plain <div>s. This gives each one a button role, a name,
 * a pressed state and a place in the tab order, and lets Enter and Space press it.
 */
import { useEffect, type RefObject } from "react";
import { BLOCK_TYPE_NAMES } from "./toolbar";

const OPTION = ".rdw-option-wrapper";

export function useAccessibleToolbar(root: RefObject<HTMLElement | null>): void {
  // After every render: the library re-renders its buttons as the selection's styles change.
  useEffect(() => {
    for (const option of Array.from(root.current?.querySelectorAll<HTMLElement>(OPTION) ?? [])) {
      const text = option.textContent?.trim() ?? "";
      option.setAttribute("role", "button");
      option.tabIndex = option.classList.contains("rdw-option-disabled") ? -1 : 0;
      option.setAttribute("aria-label", option.getAttribute("title") || BLOCK_TYPE_NAMES[text] || text);
      option.setAttribute("aria-pressed", String(option.classList.contains("rdw-option-active")));
      option.removeAttribute("aria-selected"); // not allowed on a button
    }
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const option = (event.target as HTMLElement).closest?.(OPTION);
      if (!option || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      (option as HTMLElement).click();
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [root]);
}
