/**
 * Stored description HTML, sanitised again (the site's rich-text allowlist) before it is rendered: by the function's
 * sanitiser on the server, by DOMPurify in the browser.
 */
import Box from "@mui/material/Box";
import { useMemo } from "react";
import { useServerSanitizer } from "../lib/render-context";
import { sanitizeForRender } from "../lib/sanitize-html";

export function RichText({ html }: { html: string }) {
  const serverSanitizer = useServerSanitizer();
  const clean = useMemo(() => (serverSanitizer ?? sanitizeForRender)(html), [html, serverSanitizer]);
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
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
