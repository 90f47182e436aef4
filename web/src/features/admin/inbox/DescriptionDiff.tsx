/**
 * The description's change in the staff review (docs/product.md#owners): the rendered view with its marks, and the
 * markup changes its words can't show, so an approval never publishes a change nobody saw.
 */
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, useMemo } from "react";
import { RichText } from "../../../components/RichText";
import { sanitizeDiffForRender } from "../../../widgets/editor";
import { htmlDiff } from "./html-diff";

export function DescriptionDiff({ from, to }: { from: string; to: string }) {
  const diff = useMemo(() => htmlDiff(from, to), [from, to]);
  const noteId = useId();
  return (
    <>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        The proposed description, with removed words struck through and added words highlighted. A link or image whose
        address changed is followed by its old and new address.
      </Typography>
      {diff.markup.length > 0 && (
        <Box
          role="note"
          aria-labelledby={noteId}
          sx={{ my: 1, p: 1.5, border: 1, borderColor: "warning.main", borderRadius: 1 }}
        >
          <Typography id={noteId} variant="subtitle2" component="p">
            Formatting or markup changed
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, fontFamily: "monospace", fontSize: "0.85rem" }}>
            {diff.markup.map((detail, i) => (
              <li key={i}>{detail}</li>
            ))}
          </Box>
        </Box>
      )}
      <RichText html={sanitizeDiffForRender(diff.html)} />
    </>
  );
}
