/**
 * The public forms' controls: native <input>, <textarea> and <select> in the site's outlined look. Native controls
 * work before the app runs and carry no script of their own (the directory and the public forms stay within their
 * script budget, docs/decisions/0035); the admin area keeps MUI's text fields.
 */
import { styled } from "@mui/material/styles";

const ERROR = "#B3261E";

const control = ({ theme }: { theme: import("@mui/material/styles").Theme }) =>
  ({
    font: "inherit",
    fontSize: "1rem",
    width: "100%",
    boxSizing: "border-box",
    padding: "14px",
    border: "1px solid rgba(43, 33, 24, 0.35)",
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    "&::placeholder": { color: theme.palette.text.secondary, opacity: 1 },
    "&:hover": { borderColor: theme.palette.text.primary },
    "&:focus": {
      outline: "none",
      borderColor: theme.palette.primary.main,
      boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
    },
    '&[aria-invalid="true"]': { borderColor: ERROR },
    '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${ERROR}` },
  }) as const;

export const FieldInput = styled("input")(control);

/** Grows with its text where the browser can (field-sizing), from its `rows`. */
export const FieldTextarea = styled("textarea")((props) => ({
  ...control(props),
  resize: "vertical",
  fieldSizing: "content",
  minHeight: "3lh",
}));

export const FieldSelect = styled("select")((props) => ({
  ...control(props),
  appearance: "auto",
  paddingRight: "8px",
}));

export const FieldLabel = styled("label")(({ theme }) => ({
  display: "block",
  marginBottom: 6,
  fontWeight: 600,
  fontSize: "0.95rem",
  color: theme.palette.text.primary,
}));

export const FieldHelp = styled("p")<{ invalid?: boolean }>(({ theme, invalid }) => ({
  margin: "4px 14px 0",
  minHeight: "1.4em",
  fontSize: "0.8rem",
  color: invalid ? ERROR : theme.palette.text.secondary,
}));

/** The required marker after a label (the label's text itself names the field for assistive technology). */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}
