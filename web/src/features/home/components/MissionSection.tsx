import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import ExploreIcon from "@mui/icons-material/Explore";
import HandshakeIcon from "@mui/icons-material/Handshake";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { SITE } from "@main-street/domain/site";
import { Section } from "../../../components/Section";

const PILLARS = [
  {
    title: "Historic Preservation",
    Icon: AccountBalanceIcon,
    text: "Protecting the 1930s storefronts, plazas and landmarks that tell the story of the town built for Hoover Dam workers.",
  },
  {
    title: "Community Support",
    Icon: HandshakeIcon,
    text: "Championing local business owners and connecting them with the city government and the chamber of commerce.",
  },
  {
    title: "Visitor Experience",
    Icon: ExploreIcon,
    text: "Welcoming travelers with events, walking tours and a vibrant downtown that's worth the stop on the way to the lake.",
  },
];

export function MissionSection() {
  return (
    <Section id="mission" tone="paper" overline="Who we are" title="Our Mission" lead={SITE.mission}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {PILLARS.map(({ title, Icon, text }) => (
          <Grid key={title} component="li" size={{ xs: 12, md: 4 }}>
            <Card sx={{ p: 4, height: "100%", textAlign: "center", bgcolor: "background.default" }}>
              <Box
                sx={{
                  width: 72,
                  height: 72,
                  mx: "auto",
                  mb: 2,
                  borderRadius: "50%",
                  display: "grid",
                  placeItems: "center",
                  bgcolor: "secondary.main",
                  color: "warning.light",
                  boxShadow: "0 0 0 6px rgba(232,163,61,.25)",
                }}
              >
                <Icon sx={{ fontSize: 36 }} aria-hidden />
              </Box>
              <Typography variant="h3" sx={{ fontSize: "1.35rem", mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
