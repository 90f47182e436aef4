/**
 * A public form (contact, volunteer, event proposal): uncontrolled fields read with FormData and checked with the
 * same zod schema the API uses, so nothing the visitor typed before the app ran needs rescuing
 * (docs/decisions/0035). Field messages show after the first send and follow the typing from then on; a failed
 * send keeps every value (docs/product.md#forms).
 */
import { createContext, useContext, useRef, useState, type FormEvent } from "react";
import * as z from "zod/mini";
import { apiPost } from "../../lib/api-client";
import type { FailureHandling } from "../../lib/api-failure";
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
  schema: z.core.$ZodType;
  /** Checkbox groups: their values are lists. */
  lists?: readonly string[];
  /** The API payload from the form's values (a checkbox group sent as one text, say). */
  toInput?: (values: FormValues) => unknown;
  /** Called when the schema refuses the values, before anything is sent. */
  onInvalid?: (errors: FieldErrors) => void;
  /** The API address the values are posted to. */
  action: string;
  sentToast: Toast;
  failureToast: FailureHandling["toast"];
  /** Called once the API has accepted the values. */
  onSent?: () => void;
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
}: PublicFormOptions) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const attempted = useRef(false);
  const toast = useToast();
  const handleError = useApiErrorHandler();

  const check = (form: HTMLFormElement) => {
    const input = toInput(readForm(form, lists));
    const result = z.safeParse(schema, input);
    return { input, errors: result.success ? {} : fieldErrors(result.error.issues) };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    attempted.current = true;
    const checked = check(form);
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
      toast(sentToast);
      form.reset();
      attempted.current = false;
      onSent?.();
    } catch (error) {
      handleError(error, { toast: failureToast, form: { setErrors } });
    } finally {
      setSending(false);
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (attempted.current) setErrors(check(event.currentTarget).errors);
  };

  return { formProps: { onSubmit, onChange, noValidate: true }, errors, sending };
}
