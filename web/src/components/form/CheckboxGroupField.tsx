import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useField } from "formik";

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
  const [field, meta, helpers] = useField<string[]>(name);
  const toggle = (option: string, checked: boolean) =>
    helpers.setValue(
      checked
        ? options.filter((o) => o === option || field.value.includes(o))
        : field.value.filter((v) => v !== option),
    );
  const error = meta.touched && typeof meta.error === "string" ? meta.error : undefined;
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
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                name={name}
                value={option}
                checked={field.value.includes(option)}
                onChange={(e) => toggle(option, e.target.checked)}
              />
            }
            label={option}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
