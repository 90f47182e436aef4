/** A group of uncontrolled, native checkboxes of a public form; the form reads the ticked ones as a list. */
import Box from "@mui/material/Box";
import { FieldHelp } from "./native-fields";
import { useFieldError } from "./use-public-form";

export function CheckboxGroupField({
  name,
  id = `field-${name}`,
  legend,
  options,
  checked = [],
  columns = 1,
}: {
  name: string;
  /** Unique on the page when two forms have this group. */
  id?: string;
  legend: string;
  options: readonly string[];
  /** The options ticked to begin with (and again when the form is reset). */
  checked?: readonly string[];
  columns?: 1 | 2;
}) {
  const error = useFieldError(name);
  const helpId = `${id}-help`;
  return (
    <Box component="fieldset" aria-describedby={error ? helpId : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {legend}
      </Box>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: columns === 2 ? "1fr 1fr" : "1fr" },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {options.map((option) => (
          <Box
            component="label"
            key={option}
            sx={{ display: "flex", alignItems: "center", gap: 1.25, py: 0.75, cursor: "pointer" }}
          >
            <Box
              component="input"
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={checked.includes(option)}
              sx={{ width: 20, height: 20, m: 0, accentColor: (t) => t.palette.primary.main, flexShrink: 0 }}
            />
            {option}
          </Box>
        ))}
      </Box>
      {error && (
        <FieldHelp id={helpId} invalid>
          {error}
        </FieldHelp>
      )}
    </Box>
  );
}
