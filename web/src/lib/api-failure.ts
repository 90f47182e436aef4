/**
 * What a failed API call shows (docs/product.md#messages), decided from the ApiError's status and fields alone.
 * lib/use-api-error-handler.ts carries it out; this part is kept free of React so it can be tested on its own.
 */
import { asApiError, type ApiError } from "./api-client";
import type { Toast } from "./use-toast";

/**
 * The failure toast: a fixed `message`; or the server's readable message, else `fallback`; or one built from the
 * error (e.g. by its status).
 */
type FailureToast =
  { title: string; message: string } | { title: string; fallback?: string } | ((error: ApiError) => Toast);

export interface FailureHandling {
  toast: FailureToast;
  /**
   * A 401 means the session ended: show the signed-out toast and go to sign-in instead of the failure toast. Only
   * the actions docs/product.md#messages names do this; the others show their failure toast.
   */
  signInAgain?: boolean;
}

export type FailureOutcome =
  | { kind: "signed-out" }
  | {
      kind: "failed";
      toast: Toast;
      /** The server's message for each refused field, to show on the form. */
      fields?: Record<string, string>;
      /** Set when the server refused the caller (401 or 403): the toast's message, to keep on the page. */
      refusal?: string;
    };

function failureToast(error: ApiError, toast: FailureToast): Toast {
  if (typeof toast === "function") return toast(error);
  const message = "message" in toast ? toast.message : error.serverMessage || toast.fallback;
  return { variant: "error", title: toast.title, message };
}

export function failureOutcome(error: unknown, handling: FailureHandling): FailureOutcome {
  const failure = asApiError(error);
  if (handling.signInAgain && failure.status === 401) return { kind: "signed-out" };
  const toast = failureToast(failure, handling.toast);
  const refused = failure.status === 401 || failure.status === 403;
  return {
    kind: "failed",
    toast,
    ...(failure.fields ? { fields: failure.fields } : {}),
    ...(refused ? { refusal: toast.message ?? toast.title } : {}),
  };
}
