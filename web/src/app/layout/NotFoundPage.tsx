import HomeIcon from "@mui/icons-material/Home";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { Button } from "../../components/Button";
import type { PageHandle } from "../../lib/page";

const NOT_FOUND = pageMeta("404 Page Not Found", "The page you're looking for doesn't exist.", "/404");

/** Any address no other route matches: rendered by the server too, with a 404 status. */
export const handle: PageHandle = {
  head: () => ({ status: 404, meta: NOT_FOUND, noindex: true }),
  clock: "day",
};

export function Component() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: "center" }}>
      <Box
        aria-hidden
        sx={{
          fontFamily: (t) => t.typography.h1.fontFamily,
          fontSize: { xs: 96, md: 140 },
          fontWeight: 700,
          lineHeight: 1,
          color: "primary.main",
        }}
      >
        404
      </Box>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you're looking for doesn't exist. It may have moved, or the address may be mistyped.
      </Typography>
      <Box sx={{ display: "flex", gap: 2, justifyContent: "center", flexWrap: "wrap" }}>
        <Button to={pages.home.href()} variant="contained" startIcon={<HomeIcon />}>
          Back to Home
        </Button>
        <Button to={pages.directory.href()} variant="outlined" startIcon={<SearchIcon />}>
          Browse the Directory
        </Button>
      </Box>
    </Container>
  );
}
