/**
 * A small static label (category, "Featured", a tag). It looks like MUI's Chip but is a plain <span>: public
 * pages show many and click none, so they skip the Chip's interactive code (docs/decisions/0027).
 */
import { styled } from "@mui/material/styles";
import type { SxProps, Theme } from "@mui/material/styles";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";

type TagColor = "default" | "warning" | "secondary";

interface TagProps {
  label: ReactNode;
  icon?: ReactNode;
  size?: "small" | "medium";
  variant?: "filled" | "outlined";
  color?: TagColor;
  sx?: SxProps<Theme>;
}

const Label = styled("span")({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export function Tag({ label, icon, size = "medium", variant = "filled", color = "default", sx }: TagProps) {
  const small = size === "small";
  return (
    <Box
      component="span"
      sx={[
        (theme) => {
          const palette = color === "default" ? null : theme.palette[color];
          const outlined = variant === "outlined";
          return {
            display: "inline-flex",
            alignItems: "center",
            gap: small ? 0.5 : 0.75,
            maxWidth: "100%",
            height: small ? 24 : 32,
            px: small ? 1 : 1.5,
            borderRadius: 16,
            fontSize: theme.typography.pxToRem(13),
            fontWeight: 600,
            lineHeight: 1.5,
            border: outlined ? `1px solid ${palette?.main ?? "#bdbdbd"}` : 0,
            bgcolor: outlined ? "transparent" : (palette?.main ?? "rgba(0, 0, 0, 0.08)"),
            color: outlined ? (palette?.main ?? "text.primary") : (palette?.contrastText ?? "text.primary"),
            "& > svg": { fontSize: small ? 16 : 18, ml: small ? -0.25 : -0.5 },
          };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      <Label>{label}</Label>
    </Box>
  );
}
