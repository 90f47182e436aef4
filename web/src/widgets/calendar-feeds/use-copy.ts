/** Copies text to the clipboard and says how it went, for a visible confirmation beside the button. */
import { useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

export function useCopy(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // No clipboard (an insecure page, a refused permission): the message shows the text to copy by hand.
      setState("failed");
    }
  };
  return { state, copy };
}
