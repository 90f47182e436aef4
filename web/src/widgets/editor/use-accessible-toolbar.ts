/**
 * react-draft-wysiwyg draws its buttons as plain <div>s. This gives each one a button role, a name,
 * a pressed state and a place in the tab order, and lets Enter and Space press it.
 */
import { useEffect, type RefObject } from "react";
import { BLOCK_TYPE_NAMES } from "./toolbar";

const OPTION = ".rdw-option-wrapper";

function setAttribute(element: HTMLElement, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function describeOptions(toolbar: HTMLElement) {
  for (const option of Array.from(toolbar.querySelectorAll<HTMLElement>(OPTION))) {
    const text = option.textContent?.trim() ?? "";
    setAttribute(option, "role", "button");
    setAttribute(option, "tabindex", option.classList.contains("rdw-option-disabled") ? "-1" : "0");
    setAttribute(option, "aria-label", option.getAttribute("title") || BLOCK_TYPE_NAMES[text] || text);
    setAttribute(option, "aria-pressed", String(option.classList.contains("rdw-option-active")));
    if (option.hasAttribute("aria-selected")) option.removeAttribute("aria-selected"); // not allowed on a button
  }
}

export function useAccessibleToolbar(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const toolbar = element.querySelector<HTMLElement>(".rdw-editor-toolbar") ?? element;
    describeOptions(toolbar);
    // The library re-renders its buttons on its own as the selection's styles change: describe them again.
    const observer = new MutationObserver(() => describeOptions(toolbar));
    observer.observe(toolbar, { subtree: true, childList: true, attributeFilter: ["class", "aria-selected", "title"] });

    const onKeyDown = (event: KeyboardEvent) => {
      const option = (event.target as HTMLElement).closest?.(OPTION);
      if (!option || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      (option as HTMLElement).click();
    };
    toolbar.addEventListener("keydown", onKeyDown);
    return () => {
      observer.disconnect();
      toolbar.removeEventListener("keydown", onKeyDown);
    };
  }, [root]);
}
