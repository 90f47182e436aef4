import { createTheme } from "@mui/material/styles";
import { colors } from "./palette";

/** System font stacks only (no network fonts); a classic serif for headings suits the 1930s district. */
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif';
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: colors.terracotta, dark: colors.terracottaDark, contrastText: colors.white },
    secondary: { main: colors.navy, dark: colors.navyDark, contrastText: colors.white },
    success: { main: colors.turquoise, contrastText: colors.white },
    warning: { main: colors.gold, contrastText: colors.ink },
    background: { default: colors.sand, paper: colors.white },
    text: { primary: colors.ink, secondary: colors.inkMuted },
    divider: "rgba(43, 33, 24, 0.12)",
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 700, fontSize: "clamp(2.1rem, 4.5vw, 3.4rem)", lineHeight: 1.12 },
    h2: { fontFamily: serif, fontWeight: 700, fontSize: "clamp(1.7rem, 3.2vw, 2.4rem)", lineHeight: 1.2 },
    h3: { fontFamily: serif, fontWeight: 700, fontSize: "clamp(1.35rem, 2.4vw, 1.7rem)", lineHeight: 1.25 },
    h4: { fontFamily: serif, fontWeight: 700, fontSize: "1.3rem", lineHeight: 1.3 },
    h5: { fontWeight: 700, fontSize: "1.1rem" },
    h6: { fontWeight: 700, fontSize: "1rem" },
    overline: { fontWeight: 700, letterSpacing: "0.14em" },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: "smooth" },
        "@media (prefers-reduced-motion: reduce)": { html: { scrollBehavior: "auto" } },
        // A visible keyboard focus ring everywhere (WCAG 2.4.7).
        ":focus-visible": { outline: `3px solid ${colors.gold}`, outlineOffset: 2 },
        img: { maxWidth: "100%" },
        // On paper: printers drop background colours by default, so light text on a dark band would vanish.
        "@media print": {
          "*, *::before, *::after": {
            color: "#000 !important",
            backgroundColor: "transparent !important",
            boxShadow: "none !important",
            textShadow: "none !important",
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 10, paddingInline: 28 },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: "1px solid rgba(43, 33, 24, 0.1)", borderRadius: 16 } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLink: { defaultProps: { underline: "hover" } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
