/**
 * Description HTML as the API serves it: sanitised with the site's rich-text allowlist when it was stored, and again
 * whenever the function reads it (functions/src/records/repository.ts), so no page needs a sanitiser of its own.
 * Unsaved HTML (the editor's preview) is sanitised before it gets here.
 */
import Box from "@mui/material/Box";

export function RichText({ html }: { html: string }) {
  return (
    <Box
      className="rich-text"
      sx={{
        fontSize: "1.05rem",
        lineHeight: 1.75,
        color: "text.primary",
        "& h1, & h2, & h3": { fontFamily: "inherit", fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
        "& h1": { fontSize: "1.5rem" },
        "& h2": { fontSize: "1.3rem" },
        "& h3": { fontSize: "1.15rem" },
        "& p": { my: 1.5 },
        "& ul, & ol": { pl: 3, my: 1.5 },
        "& li": { mb: 0.5 },
        "& img": { maxWidth: "100%", height: "auto", borderRadius: 2 },
        "& blockquote": { borderLeft: "4px solid", borderColor: "warning.main", pl: 2, ml: 0, color: "text.secondary" },
        "& pre": { bgcolor: "grey.100", p: 2, borderRadius: 2, overflowX: "auto" },
        "& a": { color: "primary.main" },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
