/** One toast at a time. The host (lib/toast-host.tsx) loads with the first toast, not with the page. */
import { useCallback } from "react";
import type { Toast } from "./toast-host";

export type { Toast };

export function useToast(): (toast: Toast) => void {
  return useCallback((toast: Toast) => {
    void import("./toast-host").then(({ showToast }) => showToast(toast));
  }, []);
}
