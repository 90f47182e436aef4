/**
 * Stands in for MUI's CSS-variables theme code (web/vite.config.ts aliases it here): the site's theme is a plain
 * theme, so the variables machinery would be dead weight on every page.
 */
export default function createThemeWithVars(): never {
  throw new Error("The site's theme doesn't use CSS variables (web/src/theme/no-css-variables.ts)");
}
