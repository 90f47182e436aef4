/**
 * A labelled, uncontrolled field of a public form (use-public-form.tsx): the browser keeps its value, so a visitor
 * can type before the app runs. Required fields get the asterisk, and `max` caps the input with a running count
 * that the field's message replaces. `options` makes it a native select.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FieldHelp, FieldInput, FieldLabel, FieldSelect, FieldTextarea, RequiredMark } from "./native-fields";
import { useFieldError } from "./use-public-form";

interface FormFieldProps {
  name: string;
  /** The input's id when the page has two forms with this field (`field-{name}` by default). */
  id?: string;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "date";
  multiline?: boolean;
  minRows?: number;
  max?: number;
  autoComplete?: string;
  placeholder?: string;
  /** A native select with these <option>s. */
  options?: ReactNode;
}

export function FormField(props: FormFieldProps) {
  const { name, label, required, type = "text", multiline, minRows, max, autoComplete, placeholder, options } = props;
  const error = useFieldError(name);
  const id = props.id ?? `field-${name}`;
  const helpId = `${id}-help`;
  const field = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const [count, setCount] = useState(0);

  // Counts what was typed before the app ran, and starts again when the form is reset after a send.
  useEffect(() => {
    const element = field.current;
    if (!element || max === undefined) return;
    setCount(element.value.length);
    const reset = () => setCount(0);
    element.form?.addEventListener("reset", reset);
    return () => element.form?.removeEventListener("reset", reset);
  }, [max]);

  const shared = {
    id,
    name,
    ref: field,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": helpId,
    onChange: max === undefined ? undefined : (e: { target: { value: string } }) => setCount(e.target.value.length),
  };
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      {options ? (
        <FieldSelect {...shared} defaultValue="">
          {options}
        </FieldSelect>
      ) : multiline ? (
        <FieldTextarea {...shared} defaultValue="" rows={minRows} maxLength={max} placeholder={placeholder} />
      ) : (
        <FieldInput
          {...shared}
          type={type}
          defaultValue=""
          maxLength={max}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
      <FieldHelp id={helpId} invalid={Boolean(error)}>
        {error ?? (max === undefined ? " " : `${count}/${max} characters`)}
      </FieldHelp>
    </div>
  );
}
