import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
  /** A placeholder entry with no page yet: shown as text, not as a link. */
  placeholder?: boolean;
}

/** A titled column of footer links. */
export function FooterLinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="overline" sx={{ color: "warning.light", display: "block", mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {links.map((link) => (
          <li key={link.label}>
            {link.placeholder ? (
              <Typography component="span" variant="body2" sx={{ color: "rgba(255,255,255,.78)" }}>
                {link.label}
              </Typography>
            ) : link.to ? (
              <Link component={RouterLink} to={link.to} color="inherit" variant="body2">
                {link.label}
              </Link>
            ) : (
              <Link href={link.href} color="inherit" variant="body2" target="_blank" rel="noopener noreferrer">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
