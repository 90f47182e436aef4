/** Links to the other pages of a long result list (docs/product.md#directory): plain links, with or without the app. */
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { directoryHref, type DirectoryQuery } from "@main-street/domain/directory-query";
import type { DirectoryView } from "../use-directory-params";
import { Button } from "../../../components/Button";

export function Pages({
  query,
  page,
  pageCount,
  view,
}: {
  query: DirectoryQuery;
  page: number;
  pageCount: number;
  view: DirectoryView;
}) {
  if (pageCount <= 1) return null;
  const href = (n: number) => directoryHref({ ...query, page: n, view });
  return (
    <Box
      component="nav"
      aria-label="Result pages"
      sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, mt: 4 }}
    >
      {page > 1 && (
        <Button to={href(page - 1)} startIcon={<ChevronLeftIcon />} color="secondary">
          Previous
        </Button>
      )}
      <Typography aria-current="page">
        Page {page} of {pageCount}
      </Typography>
      {page < pageCount && (
        <Button to={href(page + 1)} endIcon={<ChevronRightIcon />} color="secondary">
          Next
        </Button>
      )}
    </Box>
  );
}
