/**
 * A small static label (category, "Featured", a tag). It looks like MUI's Chip but is a plain <span>: public
 * pages show many and click none, so they skip the Chip's interactive code (docs/decisions/0027).
 */
import { styled } from "@mui/material/styles";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

type TagColor = "default" | "warning" | "secondary";

interface TagProps {
  label: ReactNode;
  icon?: ReactNode;
  size?: "small" | "medium";
  variant?: "filled" | "outlined";
  color?: TagColor;
  sx?: SxProps<Theme>;
  className?: string;
}

interface TagStyle {
  small: boolean;
  outlined: boolean;
  tone: TagColor;
}

// A styled element with its variant as props rather than an sx function: lists render many tags on the server.
const TagRoot = styled("span", {
  shouldForwardProp: (prop) => prop !== "small" && prop !== "outlined" && prop !== "tone" && prop !== "sx",
})<TagStyle>(({ theme, small, outlined, tone }) => {
  const palette = tone === "default" ? null : theme.palette[tone];
  return {
    display: "inline-flex",
    alignItems: "center",
    gap: theme.spacing(small ? 0.5 : 0.75),
    maxWidth: "100%",
    height: small ? 24 : 32,
    paddingInline: theme.spacing(small ? 1 : 1.5),
    borderRadius: 16,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    lineHeight: 1.5,
    border: outlined ? `1px solid ${palette?.main ?? "#bdbdbd"}` : 0,
    backgroundColor: outlined ? "transparent" : (palette?.main ?? "rgba(0, 0, 0, 0.08)"),
    color: outlined
      ? (palette?.main ?? theme.palette.text.primary)
      : (palette?.contrastText ?? theme.palette.text.primary),
    "& > svg": { fontSize: small ? 16 : 18, marginLeft: theme.spacing(small ? -0.25 : -0.5) },
    "& > .tag-label": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  };
});

export function Tag({ label, icon, size = "medium", variant = "filled", color = "default", sx, className }: TagProps) {
  return (
    <TagRoot small={size === "small"} outlined={variant === "outlined"} tone={color} sx={sx} className={className}>
      {icon}
      <span className="tag-label">{label}</span>
    </TagRoot>
  );
}
