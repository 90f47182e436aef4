/**
 * The public pages' buttons and button-shaped links, drawn like MUI's Button (contained, outlined or text; three
 * sizes; start and end icons) as a native <button>, <a> or router link. MUI's own Button brings its ripple and
 * transition code, about 8 kB on every page (docs/decisions/0035); the staff screens keep it. Focus shows the
 * site's focus ring (theme: CssBaseline).
 */
import { alpha, styled, type SxProps, type Theme } from "@mui/material/styles";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentType, ElementType, ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

type Color = "primary" | "secondary" | "warning" | "inherit";
type Variant = "contained" | "outlined" | "text";
type Size = "small" | "medium" | "large";

interface Look {
  variant?: Variant;
  color?: Color;
  size?: Size;
  fullWidth?: boolean;
}

export interface ButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color"> {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  sx?: SxProps<Theme>;
  /** A link inside the site (react-router). */
  to?: string;
  /** A link elsewhere (or a file, a mailto: or tel: address). */
  href?: string;
  target?: string;
  rel?: string;
  download?: string | boolean;
}

const PADDING: Record<Size, string> = { small: "4px 14px", medium: "6px 20px", large: "10px 28px" };
const FONT: Record<Size, string> = { small: "0.8125rem", medium: "0.875rem", large: "0.9375rem" };
const ICON: Record<Size, number> = { small: 18, medium: 20, large: 22 };
const LOOK_PROPS = new Set(["variant", "color", "size", "fullWidth", "sx", "as"]);

const Root = styled("button", { shouldForwardProp: (prop) => !LOOK_PROPS.has(String(prop)) })<Required<Look>>(({
  theme,
  variant,
  color,
  size,
  fullWidth,
}) => {
  const palette = color === "inherit" ? null : theme.palette[color];
  const main = palette?.main ?? "currentColor";
  return {
    display: fullWidth ? "flex" : "inline-flex",
    width: fullWidth ? "100%" : undefined,
    alignItems: "center",
    justifyContent: "center",
    gap: 8,
    boxSizing: "border-box",
    minWidth: 64,
    margin: 0,
    padding: PADDING[size],
    border: variant === "outlined" ? `1px solid ${palette ? alpha(main, 0.5) : "currentColor"}` : 0,
    borderRadius: 999,
    font: "inherit",
    fontSize: FONT[size],
    fontWeight: 600,
    lineHeight: 1.75,
    textDecoration: "none",
    textAlign: "center",
    cursor: "pointer",
    color: variant === "contained" ? (palette?.contrastText ?? "inherit") : color === "inherit" ? "inherit" : main,
    backgroundColor: variant === "contained" ? main : "transparent",
    "& svg": { fontSize: ICON[size], flexShrink: 0 },
    // Only hovering fades. A send button turning live when its form's code arrives takes its colours at once, never
    // showing a half-faded state whose contrast is too low to read.
    "&:hover": {
      transition: "background-color .2s, border-color .2s, color .2s",
      backgroundColor:
        variant === "contained" ? (palette?.dark ?? main) : palette ? alpha(main, 0.06) : "rgba(255,255,255,.08)",
      borderColor: variant === "outlined" ? main : undefined,
    },
    "&:disabled, &[aria-disabled='true']": {
      cursor: "default",
      pointerEvents: "none",
      color: "rgba(0, 0, 0, 0.38)",
      backgroundColor: variant === "contained" ? "rgba(0, 0, 0, 0.12)" : "transparent",
      borderColor: "rgba(0, 0, 0, 0.12)",
    },
  };
});

/** The same look on a link: emotion's `as`, which MUI's types don't list. */
const LinkRoot = Root as unknown as ComponentType<Required<Look> & { as: ElementType } & Record<string, unknown>>;

export function Button({
  variant = "text",
  color = "primary",
  size = "medium",
  fullWidth = false,
  startIcon,
  endIcon,
  to,
  href,
  download,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  const look = { variant, color, size, fullWidth };
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  if (to !== undefined) {
    return (
      <LinkRoot as={RouterLink} to={to} {...look} {...rest}>
        {content}
      </LinkRoot>
    );
  }
  if (href !== undefined) {
    return (
      <LinkRoot as="a" href={href} download={download} {...look} {...rest}>
        {content}
      </LinkRoot>
    );
  }
  return (
    <Root type={type} {...look} {...rest}>
      {content}
    </Root>
  );
}

const IconRoot = styled("button", { shouldForwardProp: (prop) => prop !== "small" && prop !== "sx" && prop !== "as" })<{
  small?: boolean;
}>(({ theme, small }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  padding: small ? 5 : 8,
  margin: 0,
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  fontSize: theme.typography.pxToRem(24),
  transition: "background-color .2s",
  "& svg": { fontSize: small ? 20 : 24 },
  "&:hover": { backgroundColor: alpha(theme.palette.text.primary, 0.08) },
}));
const IconLinkRoot = IconRoot as unknown as ComponentType<
  { as: ElementType; small?: boolean } & Record<string, unknown>
>;

type IconButtonProps = { "aria-label": string; sx?: SxProps<Theme>; size?: "small" | "medium" } & (
  ButtonHTMLAttributes<HTMLButtonElement> | (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string })
);

/** A round icon-only button, or a link when it has an `href`; `aria-label` names it. */
export function IconButton({ size, ...props }: IconButtonProps) {
  if ("href" in props && props.href !== undefined) return <IconLinkRoot as="a" small={size === "small"} {...props} />;
  const { type = "button", ...rest } = props as ButtonHTMLAttributes<HTMLButtonElement>;
  return <IconRoot type={type} small={size === "small"} {...rest} />;
}
