/**
 * "Put these events on your site" (docs/product.md#embeddable-calendar): a disclosure with the code another site
 * pastes — a frame of /embed/events and the few lines that size it — and a Copy button. A native <details> and a
 * read-only text area, so the code can be opened, selected and copied before the app runs.
 */
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { embedSnippet, type EmbedQuery } from "@main-street/domain/embed";
import { useId } from "react";
import { Button } from "../../components/Button";
import { useSiteOrigin } from "../../lib/render-context";
import { useCopy } from "./use-copy";

export function EmbedSnippet({ query, title }: { query: EmbedQuery; title: string }) {
  const code = embedSnippet(useSiteOrigin(), query, title);
  const { state, copy } = useCopy();
  const field = useId();
  return (
    <Box
      component="details"
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, bgcolor: "background.paper", px: 2, py: 1.5 }}
    >
      <Box component="summary" sx={{ cursor: "pointer", fontWeight: 600 }}>
        Put these events on your site
      </Box>
      <Typography sx={{ mt: 1.5, mb: 1 }}>
        Paste this code into your web page: it shows the next events and keeps its height to fit them. Each event links
        to its page here.
      </Typography>
      <Box component="label" htmlFor={field} sx={{ display: "block", fontWeight: 600, mb: 0.5 }}>
        Code to paste
      </Box>
      <Box
        component="textarea"
        id={field}
        readOnly
        rows={8}
        value={code}
        onFocus={(event) => (event.target as HTMLTextAreaElement).select()}
        sx={{ width: "100%", fontFamily: "monospace", fontSize: "0.8rem", p: 1, borderRadius: 1, resize: "vertical" }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mt: 1, flexWrap: "wrap" }}>
        <Button variant="outlined" onClick={() => copy(code)}>
          Copy code
        </Button>
        <Box role="status" sx={{ fontWeight: 600 }}>
          {state === "copied" && "Code copied"}
          {state === "failed" && "Select the code above and copy it"}
        </Box>
      </Box>
    </Box>
  );
}
