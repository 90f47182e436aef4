import LanguageIcon from "@mui/icons-material/Language";
import PhoneIcon from "@mui/icons-material/Phone";
import PlaceIcon from "@mui/icons-material/Place";
import StarIcon from "@mui/icons-material/Star";
import Box from "@mui/material/Box";
import { Tag } from "../../../components/Tag";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { categoryMeta } from "../../../components/category-meta";
import { CoverImage } from "../../../components/CoverImage";
import { DetailHeroBar } from "../../../components/DetailHeroBar";
import { telHref, websiteLabel } from "../../../lib/contact-links";
import { pages } from "@main-street/domain/paths";
import type { businessKind } from "@main-street/domain/records";

/** The kind's collection, checked against its descriptor without loading it (its schemas are for staff only). */
const BUSINESSES: (typeof businessKind)["collection"] = "businesses";

export function BusinessHero({ business, canEdit }: { business: Business; canEdit: boolean }) {
  const meta = categoryMeta(business.category);
  const linkSx = { color: "common.white", display: "inline-flex", alignItems: "center", gap: 1 } as const;
  return (
    <Box sx={{ bgcolor: "secondary.main", color: "common.white", py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <DetailHeroBar
          back={{ to: pages.directory.href(), label: "Back to Directory" }}
          edit={canEdit ? { to: pages.adminEdit.href(BUSINESSES, business.id), label: "Edit Business" } : undefined}
        />
        <Grid container spacing={4} alignItems="center">
          <Grid size={{ xs: 12, md: 7 }}>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
              {business.featured === "true" && <Tag icon={<StarIcon />} label="Featured Business" color="warning" />}
              <Tag label={meta.title} sx={{ bgcolor: "common.white", color: meta.color }} />
              {business.subcategory && (
                <Tag
                  label={business.subcategory}
                  variant="outlined"
                  sx={{ color: "common.white", borderColor: "rgba(255,255,255,.6)" }}
                />
              )}
            </Box>
            <Typography variant="h1" sx={{ mb: 2.5 }}>
              {business.name}
            </Typography>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.25, fontSize: "1.05rem" }}>
              {business.address && (
                <Box component="li" sx={linkSx}>
                  <PlaceIcon aria-hidden sx={{ color: "warning.light" }} /> {business.address}
                </Box>
              )}
              {business.phone && (
                <li>
                  <Link href={telHref(business.phone)} sx={linkSx}>
                    <PhoneIcon aria-hidden sx={{ color: "warning.light" }} /> {business.phone}
                  </Link>
                </li>
              )}
              {business.website && (
                <li>
                  <Link href={business.website} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                    <LanguageIcon aria-hidden sx={{ color: "warning.light" }} /> {websiteLabel(business.website)}
                  </Link>
                </li>
              )}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              sx={{
                borderRadius: 4,
                overflow: "hidden",
                boxShadow: "0 20px 50px rgba(0,0,0,.35)",
                border: "4px solid",
                borderColor: "warning.main",
              }}
            >
              <CoverImage
                src={business.image}
                alt={business.name}
                icon={<meta.Icon />}
                color={meta.color}
                layout="featuredCard"
                eager
              />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
