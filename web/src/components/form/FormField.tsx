/**
 * A labelled, uncontrolled text field of a public form (use-public-form.tsx): the browser keeps its value, so a
 * visitor can type before the app runs. The label sits above the box from the start (it can't move out of the way
 * without the app), required fields get the asterisk, and `max` caps the input with a running count that the
 * field's message replaces. A `select` renders a native select from its <option> children.
 */
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFieldError } from "./use-public-form";

interface FormFieldProps {
  name: string;
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

export function FormField({ name, label, required, type = "text", multiline, minRows, max, autoComplete, placeholder, options }: FormFieldProps) {
  const error = useFieldError(name);
  const id = `field-${name}`;
  const helpId = `${id}-help`;
  const input = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const [count, setCount] = useState(0);

  // Counts what was typed before the app ran, and starts again when the form is reset after a send.
  useEffect(() => {
    const element = input.current;
    if (!element || max === undefined) return;
    setCount(element.value.length);
    const reset = () => setCount(0);
    element.form?.addEventListener("reset", reset);
    return () => element.form?.removeEventListener("reset", reset);
  }, [max]);

  const outlined = <OutlinedInput id={id} notched label={label} />;
  return (
    <FormControl fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect name={name} defaultValue="" input={outlined} inputRef={input} inputProps={{ "aria-describedby": helpId }}>
          {options}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          name={name}
          type={type}
          label={label}
          notched
          defaultValue=""
          multiline={multiline}
          minRows={minRows}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputRef={input}
          onChange={max === undefined ? undefined : (e) => setCount(e.target.value.length)}
          inputProps={{ maxLength: max, "aria-describedby": helpId }}
        />
      )}
      <FormHelperText id={helpId}>{error ?? (max === undefined ? " " : `${count}/${max} characters`)}</FormHelperText>
    </FormControl>
  );
}
