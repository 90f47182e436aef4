/**
 * Next week's e-mail as the signed-in staff member would get it: its subject and size, the HTML part in a sandboxed
 * frame (no script, no navigation), and the plain-text part.
 */
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { QueryContent } from "../../../components/LoadFailure";
import { LoadingState } from "../../../components/LoadingState";
import { useNewsletterPreview } from "../queries";

export function NewsletterPreviewPanel() {
  const preview = useNewsletterPreview(true);
  return (
    <Box component="section" aria-labelledby="newsletter-preview-title" sx={{ mt: 2 }}>
      <Typography id="newsletter-preview-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Next week&apos;s e-mail
      </Typography>
      <QueryContent
        query={preview}
        loading={<LoadingState text="Writing the e-mail..." />}
        failedTitle="We couldn't write the preview"
      >
        {(found) => (
          <>
            <Typography sx={{ mb: 1 }}>
              Subject: <strong>{found.subject}</strong> ({Math.ceil(found.bytes / 1024)} kB)
            </Typography>
            <Box
              component="iframe"
              title="Preview of next week's e-mail"
              sandbox=""
              srcDoc={found.html}
              sx={{ width: "100%", maxWidth: 680, height: 720, border: 1, borderColor: "divider", bgcolor: "#fff" }}
            />
            <Box component="details" sx={{ mt: 2 }}>
              <summary>Plain-text part</summary>
              <Box component="pre" sx={{ whiteSpace: "pre-wrap", fontSize: "0.85rem", bgcolor: "grey.100", p: 2 }}>
                {found.text}
              </Box>
            </Box>
          </>
        )}
      </QueryContent>
    </Box>
  );
}
