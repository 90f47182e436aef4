import Box from "@mui/material/Box";
import { SITE } from "@main-street/domain/site";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { WHEN_COMPACT } from "./compact";

/** The emblem plus the wordmark; shrinks with the compact header. */
export function SiteLogo() {
  return (
    <Box
      component={RouterLink}
      to={pages.home.href()}
      aria-label={`${SITE.name} home`}
      sx={{ display: "flex", alignItems: "center", gap: 1.5, color: "inherit", textDecoration: "none", minWidth: 0 }}
    >
      <Box
        component="img"
        src="/images/logo-mark.svg"
        alt=""
        width={64}
        height={64}
        sx={{
          width: { xs: 40, md: 64 },
          height: { xs: 40, md: 64 },
          transition: "width .2s, height .2s",
          flexShrink: 0,
          [WHEN_COMPACT]: { width: 40, height: 40 },
        }}
      />
      <Box sx={{ display: "flex", flexDirection: "column", lineHeight: 1.1, minWidth: 0 }}>
        <Box
          component="span"
          sx={{
            fontFamily: (t) => t.typography.h1.fontFamily,
            fontWeight: 700,
            fontSize: { xs: "1.05rem", md: "1.5rem" },
            transition: "font-size .2s",
            // On a narrow phone the name takes two lines rather than push the menu off the row.
            whiteSpace: { xs: "normal", sm: "nowrap" },
            [WHEN_COMPACT]: { fontSize: { xs: "1.05rem", md: "1.2rem" } },
          }}
        >
          {SITE.name}
        </Box>
        <Box
          component="span"
          sx={{
            display: { xs: "none", sm: "block" },
            fontSize: "0.75rem",
            letterSpacing: "0.18em",
            textTransform: "uppercase",
            color: "warning.light",
            mt: 0.5,
            [WHEN_COMPACT]: { display: "none" },
          }}
        >
          Historic Downtown · Since 1931
        </Box>
      </Box>
    </Box>
  );
}
