/** One toast at a time. The host (lib/toast-host.tsx) loads with the first toast, not with the page. */
import { useCallback } from "react";

export interface Toast {
  title: string;
  message?: string;
  variant: "success" | "error";
  autoHideDuration?: number;
}

export function useToast(): (toast: Toast) => void {
  return useCallback((toast: Toast) => {
    void import("./toast-host").then(({ showToast }) => showToast(toast));
  }, []);
}
