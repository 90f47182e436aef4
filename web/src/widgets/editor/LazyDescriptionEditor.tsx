/** The description editor, loaded on first use: draft-js and its toolbar stay out of every other page. */
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense } from "react";
import type { DescriptionEditorProps } from "./DescriptionEditor";

const DescriptionEditor = lazy(() => import("./DescriptionEditor"));

export function LazyDescriptionEditor(props: DescriptionEditorProps) {
  return (
    <Suspense
      fallback={
        <Box>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Loading editor...
          </Typography>
          <Skeleton variant="rounded" height={360} />
        </Box>
      }
    >
      <DescriptionEditor {...props} />
    </Suspense>
  );
}
