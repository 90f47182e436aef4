/**
 * A public form (contact, volunteer, event proposal, claim): uncontrolled fields read with FormData and checked with
 * the same zod schema the API uses, so nothing the visitor typed before the app ran needs rescuing
 * (docs/decisions/0035). The schema's code loads when the visitor first focuses the form (or sends it), not with
 * the page. Field messages show after the first send and follow the typing from then on; a failed send keeps every
 * value (docs/product.md#forms).
 */
import { createContext, useContext, useRef, useState, type FormEvent } from "react";
import type * as z from "zod/mini";
import { apiPost, asApiError } from "../../lib/api-client";
import { failureOutcome, type FailureHandling } from "../../lib/api-failure";
import { useApiErrorHandler } from "../../lib/use-api-error-handler";
import { useToast, type Toast } from "../../lib/use-toast";
import { fieldErrors, readForm, type FormValues } from "./read-form";

export type FieldErrors = Record<string, string>;

const FieldErrorsContext = createContext<FieldErrors>({});
export const FieldErrorsProvider = FieldErrorsContext.Provider;

/** The message to show under a field, if any. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrorsContext)[name];
}

interface PublicFormOptions {
  /** Loads the schema (a dynamic import of the shared module), so its code is not part of the page. */
  schema: () => Promise<z.core.$ZodType>;
  /** Checkbox groups: their values are lists. */
  lists?: readonly string[];
  /** The API payload from the form's values (a checkbox group sent as one text, say). */
  toInput?: (values: FormValues) => unknown;
  /** Called when the schema refuses the values, before anything is sent. */
  onInvalid?: (errors: FieldErrors) => void;
  /** The API address the values are posted to. */
  action: string;
  /** The toast once sent; none for a form that says so itself (a dialog's). */
  sentToast?: Toast;
  failureToast: FailureHandling["toast"];
  /** Called once the API has accepted the values. */
  onSent?: () => void;
  /**
   * A form in a dialog shows a refusal itself, beside its buttons, where a toast would cover them: given this, no
   * failure toast shows and it is called with the failure's status and message (the server's, else the fallback).
   */
  onFailed?: (failure: { status: number; message: string }) => void;
}

export function usePublicForm({
  schema,
  lists = [],
  toInput = (values) => values,
  onInvalid,
  action,
  sentToast,
  failureToast,
  onSent,
  onFailed,
}: PublicFormOptions) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const attempted = useRef(false);
  const loaded = useRef<z.core.$ZodType | undefined>(undefined);
  const loading = useRef<Promise<z.core.$ZodType> | undefined>(undefined);
  const toast = useToast();
  const handleError = useApiErrorHandler();

  const loadSchema = () => (loading.current ??= schema().then((found) => (loaded.current = found)));

  const check = (form: HTMLFormElement, against: z.core.$ZodType) => {
    const input = toInput(readForm(form, lists));
    // The Standard Schema interface every zod schema carries: no zod code needed here to run it.
    const result = against["~standard"].validate(input);
    if (result instanceof Promise) throw new Error("A public form's schema must check synchronously");
    const issues = (result.issues ?? []).map(({ path = [], message }) => ({
      path: path.map((part) => (typeof part === "object" ? part.key : part)),
      message,
    }));
    return { input, errors: fieldErrors(issues) };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    attempted.current = true;
    const checked = check(form, await loadSchema());
    setErrors(checked.errors);
    const invalid = Object.keys(checked.errors);
    if (invalid.length > 0) {
      onInvalid?.(checked.errors);
      form.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await apiPost(action, checked.input);
      if (sentToast) toast(sentToast);
      form.reset();
      attempted.current = false;
      onSent?.();
    } catch (error) {
      if (onFailed) {
        const outcome = failureOutcome(error, { toast: failureToast });
        if (outcome.kind === "failed") {
          if (outcome.fields) setErrors(outcome.fields);
          onFailed({ status: asApiError(error).status, message: outcome.toast.message ?? outcome.toast.title });
        }
      } else handleError(error, { toast: failureToast, form: { setErrors } });
    } finally {
      setSending(false);
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (attempted.current && loaded.current) setErrors(check(event.currentTarget, loaded.current).errors);
  };

  const onFocus = () => void loadSchema().catch(() => (loading.current = undefined)); // a send tries again

  return { formProps: { onSubmit, onChange, onFocus, noValidate: true }, errors, sending };
}
