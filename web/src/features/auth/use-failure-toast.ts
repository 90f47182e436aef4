/** SPEC 8 failure toasts for admin actions, with the server's readable message when there is one. */
import { useCallback } from "react";
import { ApiError } from "../../lib/api-client";
import { useToast } from "../../lib/use-toast";
import { useSignedOutRedirect } from "../../lib/use-signed-out-redirect";

/** SPEC 8: an error whose message begins with 401 and contains Unauthorized is an authentication failure. */
function isAuthFailure(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401") && error.message.includes("Unauthorized");
}

export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

export function useFailureToast() {
  const toast = useToast();
  const signedOut = useSignedOutRedirect();
  return useCallback(
    (error: unknown, title: string, options: { unauthorizedSpecialCase?: boolean; fallback?: string } = {}) => {
      if (options.unauthorizedSpecialCase && isAuthFailure(error)) {
        signedOut();
        return;
      }
      toast({ variant: "error", title, message: serverMessage(error) ?? options.fallback });
    },
    [toast, signedOut],
  );
}
