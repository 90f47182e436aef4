/**
 * The staff and owner screens' access details (docs/product.md#access): each feature Yes, No or Not reported, with
 * one short note ("ramp at the side door on Nevada Way").
 */
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ACCESS_FEATURES, ACCESS_NOTE_MAX, type AccessKey } from "@main-street/domain/access";
import { useId } from "react";
import type { AccessChoice, AccessForm } from "./access-form";

export interface AccessEditorProps {
  value: AccessForm;
  onChange: (value: AccessForm) => void;
  /** Messages by feature ('step-free-entrance.note'). */
  problems?: Record<string, string>;
  disabled?: boolean;
}

export function AccessEditor({ value, onChange, problems = {}, disabled }: AccessEditorProps) {
  const id = useId();
  const set = (key: AccessKey, change: Partial<AccessForm[AccessKey]>) =>
    onChange({ ...value, [key]: { ...value[key], ...change } });
  return (
    <Box role="group" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h3">
        Access details
      </Typography>
      <Typography variant="body2" color="text.secondary">
        What visitors using a wheelchair, a walker or a stroller ask before they come. &quot;Not reported&quot; is shown
        as not reported, never as No.
      </Typography>
      {ACCESS_FEATURES.map(({ key, label }) => (
        <Box
          key={key}
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "flex-start",
            gap: 1.5,
            py: 1.25,
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <Typography sx={{ fontWeight: 600, minWidth: 220, pt: 1 }}>{label}</Typography>
          <TextField
            select
            size="small"
            label="Reported"
            value={value[key].state}
            disabled={disabled}
            onChange={(e) => set(key, { state: e.target.value as AccessChoice })}
            slotProps={{ select: { native: true }, htmlInput: { "aria-label": label } }}
          >
            <option value="unknown">Not reported</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </TextField>
          <TextField
            size="small"
            label="Note (optional)"
            value={value[key].note}
            disabled={disabled || value[key].state === "unknown"}
            error={Boolean(problems[`${key}.note`])}
            helperText={problems[`${key}.note`]}
            onChange={(e) => set(key, { note: e.target.value })}
            sx={{ flex: "1 1 240px" }}
            slotProps={{ htmlInput: { maxLength: ACCESS_NOTE_MAX, "aria-label": `${label}, note` } }}
          />
        </Box>
      ))}
    </Box>
  );
}
