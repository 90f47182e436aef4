import { styled } from "@mui/material/styles";

/**
 * The site's card look (the theme's MuiCard: no elevation, a hairline border, round corners) without MUI's Card and
 * Paper code, which a page of static cards would load only to draw this. Takes `sx` like any MUI component.
 */
export const LightCard = styled("div")(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: "1px solid rgba(43, 33, 24, 0.1)",
  borderRadius: 16,
  overflow: "hidden",
}));
