import FacebookIcon from "@mui/icons-material/Facebook";
import InstagramIcon from "@mui/icons-material/Instagram";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { pages } from "@main-street/domain/paths";
import { SITE, fullAddress } from "@main-street/domain/site";
import { telHref } from "../../lib/contact-links";
import { FooterLinkList, type FooterLink } from "./FooterLinkList";
import { todayInSiteZone } from "@main-street/domain/dates";
import { useRenderTime } from "../../lib/render-context";
import { IconButton } from "../../components/Button";
import { SubscribeForm } from "../../features/newsletter/widget";

const QUICK_LINKS: FooterLink[] = [
  { label: "Business Directory", to: pages.directory.href() },
  { label: "Community Events", to: pages.events.href() },
  { label: "Historic District", to: pages.historicDistrict.href() },
  { label: "Contact Us", to: pages.contact.href() },
];

const CATEGORY_LINKS: FooterLink[] = (["restaurants", "coffee", "shopping", "accommodations"] as const).map((c) => ({
  label: CATEGORY_LABELS[c],
  to: pages.directory.href({ category: c }),
}));

/** Until the organisation supplies its visit links, these point at the closest real pages. */
const VISIT_LINKS: FooterLink[] = [
  { label: "Footprints Walking Tour", href: SITE.tourMapUrl },
  { label: "Snap A Selfie Bingo", to: pages.bingo.href() },
  { label: "Volunteer With Us", to: pages.volunteer.href() },
  { label: "Become a Sponsor", to: pages.sponsor.href() },
];

export function Footer() {
  const year = todayInSiteZone(useRenderTime()).slice(0, 4);
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: "secondary.dark",
        color: "common.white",
        pt: 7,
        pb: 4,
        mt: "auto",
        borderTop: "4px solid",
        borderColor: "warning.main",
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ mb: 6, maxWidth: 760 }}>
          <SubscribeForm id="footer-subscribe" />
        </Box>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
              <img src="/images/logo-mark.svg" alt="" width={48} height={48} />
              <Typography component="p" variant="h4" sx={{ color: "common.white" }}>
                {SITE.name}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: "rgba(255,255,255,.85)", mb: 2, maxWidth: 360 }}>
              {SITE.mission}
            </Typography>
            <Typography
              variant="body2"
              component="address"
              sx={{ fontStyle: "normal", color: "rgba(255,255,255,.85)", mb: 2 }}
            >
              {fullAddress()}
              <br />
              <Link href={telHref(SITE.phone)} color="inherit">
                {SITE.phone}
              </Link>
              <br />
              <Link href={`mailto:${SITE.email}`} color="inherit">
                {SITE.email}
              </Link>
            </Typography>
            <Box sx={{ display: "flex", gap: 1 }}>
              <IconButton
                href={SITE.social.facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
                sx={{ color: "common.white", bgcolor: "rgba(255,255,255,.1)" }}
              >
                <FacebookIcon />
              </IconButton>
              <IconButton
                href={SITE.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
                sx={{ color: "common.white", bgcolor: "rgba(255,255,255,.1)" }}
              >
                <InstagramIcon />
              </IconButton>
            </Box>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 8 / 3 }}>
            <FooterLinkList title="Quick Links" links={QUICK_LINKS} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 8 / 3 }}>
            <FooterLinkList title="Categories" links={CATEGORY_LINKS} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 8 / 3 }}>
            <FooterLinkList title="Visit" links={VISIT_LINKS} />
          </Grid>
        </Grid>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: "1px solid rgba(255,255,255,.18)",
            display: "flex",
            flexWrap: "wrap",
            gap: 2,
            justifyContent: "space-between",
            color: "rgba(255,255,255,.78)",
            typography: "body2",
          }}
        >
          <span>
            © {year} {SITE.name}. All rights reserved.
          </span>
          <Box component="ul" aria-label="Legal" sx={{ display: "flex", gap: 3, listStyle: "none", m: 0, p: 0 }}>
            <li>
              <Link component={RouterLink} to={pages.privacy.href()} color="inherit">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={pages.terms.href()} color="inherit">
                Terms of Service
              </Link>
            </li>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
