/**
 * Warm desert palette drawn from the seed illustrations: Hoover Dam navy, canyon terracotta, sunset gold,
 * Lake Mead turquoise, on sand. Text colours keep WCAG AA contrast on both sand and white.
 */
export const colors = {
  navy: "#1F3A5F",
  navyDark: "#142740",
  terracotta: "#A4462A",
  terracottaDark: "#7E3320",
  gold: "#E8A33D",
  goldLight: "#F7D27A",
  turquoise: "#1E6F69",
  turquoiseLight: "#3FB8AF",
  sand: "#FBF7F0",
  sandDeep: "#F3E9DA",
  ink: "#2B2118",
  inkMuted: "#5C4B3E",
  white: "#FFFFFF",
} as const;
