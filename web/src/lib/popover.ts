/**
 * The HTML popover attributes (a menu that opens and closes with no script), which React 18's types don't list yet.
 * React passes them through to the element as attributes.
 */
export const popoverAttributes = { popover: "auto" } as Record<string, string>;

export function popoverTargetAttributes(id: string, action?: "hide" | "show"): Record<string, string> {
  return action ? { popovertarget: id, popovertargetaction: action } : { popovertarget: id };
}
