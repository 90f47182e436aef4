/** The description editor, loaded on first use: draft-js and its toolbar stay out of every other page. */
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense } from "react";
import type { DescriptionEditorProps } from "./DescriptionEditor";

const DescriptionEditor = lazy(() => import("./DescriptionEditor"));

/**
 * The loaded editor's outer height (px) by the narrowest width (px) it has it at, as measured in Chromium: its
 * toolbar wraps onto more lines as the width shrinks. The placeholder takes the same room, so nothing below it moves
 * when the editor lands (a click aimed at a dialog's button would land elsewhere). An editor holding more text than
 * fits its 300 px minimum grows past this once loaded.
 */
const LOADED_HEIGHTS: readonly (readonly [number, number])[] = [
  [0, 650.75],
  [220, 618.75],
  [228, 587.75],
  [237, 579.75],
  [297, 549.75],
  [384, 517.75],
  [519, 479.75],
  [744, 471.75],
  [804, 441.75],
];

/** Narrowest first, so the widest rule that matches is the one that applies. */
const PLACEHOLDER_HEIGHT = Object.fromEntries(
  LOADED_HEIGHTS.map(([width, height]) => [`@container (min-width: ${width}px)`, { height }]),
);

export function LazyDescriptionEditor(props: DescriptionEditorProps) {
  return (
    <Suspense
      fallback={
        <Box aria-busy="true" sx={{ containerType: "inline-size" }}>
          <Box sx={{ display: "flex", flexDirection: "column", gap: 1, ...PLACEHOLDER_HEIGHT }}>
            <Typography role="status" variant="body2" color="text.secondary">
              Loading editor...
            </Typography>
            <Skeleton variant="rounded" sx={{ flex: 1 }} />
          </Box>
        </Box>
      }
    >
      <DescriptionEditor {...props} />
    </Suspense>
  );
}
