import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { PageHero } from "../../components/PageHero";
import { ContactForm } from "./components/ContactForm";
import { ContactInfoCards } from "./components/ContactInfoCards";
import { staticPage } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md): no data; its head is fixed. */
export const handle = staticPage(
  pageMeta(
    "Contact",
    "Contact Boulder City Main Street about business listings, events, visitor information or anything else.",
    pages.contact.href(),
    ["contact"],
  ),
);

const DIRECTORY_SERVICES = [
  "Free business listings and updates",
  "Community event promotion",
  "Visitor information and resources",
  "Historic district tours",
];

export function Component() {
  return (
    <>
      <PageHero
        overline="We'd love to hear from you"
        title="Contact Us"
        subtitle="Questions about a listing, an event or your visit? Send us a note and we'll get back to you soon."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: "grid", gap: 3, alignContent: "start" }}>
            <Typography variant="h2" sx={{ fontSize: "1.8rem" }}>
              Get in Touch
            </Typography>
            <ContactInfoCards />
            <Card
              component="section"
              aria-labelledby="about-directory-title"
              sx={{ p: 3, bgcolor: "#F3E9DA", border: 0 }}
            >
              <Typography variant="h3" id="about-directory-title" sx={{ fontSize: "1.3rem", mb: 1.5 }}>
                About Our Directory
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.25 }}>
                {DIRECTORY_SERVICES.map((item) => (
                  <Box component="li" key={item} sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                    <CheckCircleIcon aria-hidden sx={{ color: "success.main" }} fontSize="small" />
                    {item}
                  </Box>
                ))}
              </Box>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-labelledby="contact-form-title" sx={{ p: { xs: 3, md: 4.5 } }}>
              <Typography variant="h2" id="contact-form-title" sx={{ fontSize: "1.8rem", mb: 1 }}>
                Send Us a Message
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Fields marked with * are required.
              </Typography>
              <ContactForm />
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
