/** Signed out on a guarded page or action (docs/product.md#roles): sign in, then come back here. */
import { useCallback } from "react";
import { api } from "@main-street/domain/paths";
import { useToast } from "./use-toast";

const LOGIN_REDIRECT_MS = 500;

function loginUrl(returnTo = window.location.pathname + window.location.search): string {
  return api.login.href(returnTo);
}

export function useSignedOutRedirect(): () => void {
  const toast = useToast();
  return useCallback(() => {
    toast({ variant: "error", title: "Unauthorized", message: "You are logged out. Logging in again..." });
    window.setTimeout(() => window.location.assign(loginUrl()), LOGIN_REDIRECT_MS);
  }, [toast]);
}
