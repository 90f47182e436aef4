/** A group of uncontrolled checkboxes of a public form; the form reads the ticked ones as a list. */
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useFieldError } from "./use-public-form";

export function CheckboxGroupField({
  name,
  legend,
  options,
  columns = 1,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  columns?: 1 | 2;
}) {
  const error = useFieldError(name);
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: "100%" }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: "text.primary", mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: columns === 2 ? "1fr 1fr" : "1fr" },
          columnGap: 2,
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option} control={<Checkbox name={name} value={option} />} label={option} />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
