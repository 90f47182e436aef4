/**
 * The one way the web app reacts to a failed API call: the failure toast, or the signed-out toast and sign-in
 * (docs/product.md#roles), plus the server's field messages on the form and a refusal kept on the page.
 */
import { useCallback } from "react";
import { failureOutcome, type FailureHandling } from "./api-failure";
import { useSignedOutRedirect } from "./use-signed-out-redirect";
import { useToast } from "./use-toast";

export interface ApiErrorHandling extends FailureHandling {
  /** The Formik form the server's per-field messages go on. */
  form?: { setErrors(errors: Record<string, string>): void };
  /** Called with the toast's message when the server refused the caller (401 or 403). */
  onRefused?(message: string): void;
}

export function useApiErrorHandler(): (error: unknown, handling: ApiErrorHandling) => void {
  const toast = useToast();
  const signedOut = useSignedOutRedirect();
  return useCallback(
    (error, handling) => {
      const outcome = failureOutcome(error, handling);
      if (outcome.kind === "signed-out") return signedOut();
      if (outcome.fields) handling.form?.setErrors(outcome.fields);
      if (outcome.refusal !== undefined) handling.onRefused?.(outcome.refusal);
      toast(outcome.toast);
    },
    [toast, signedOut],
  );
}
