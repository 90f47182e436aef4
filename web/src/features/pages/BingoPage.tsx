import CameraAltIcon from "@mui/icons-material/CameraAlt";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { STATIC_PAGES } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { Seo } from "../../components/Seo";
import { NumberedSteps, type Step } from "./components/NumberedSteps";

const STEPS: Step[] = [
  {
    title: "Explore",
    text: "Wander historic downtown and find the landmarks, shops and murals pictured on the bingo card.",
  },
  {
    title: "Snap",
    text: "Take a selfie at each spot you find. Friends, family and four-legged companions are welcome in the frame.",
  },
  { title: "Win", text: "Complete a vertical, horizontal or diagonal row of 5 selfies to win bingo." },
  {
    title: "Share",
    text: (
      <>
        Post your selfies and tag <strong>{SITE.social.handle}</strong> with <strong>{SITE.hashtag}</strong>.
      </>
    ),
  },
];

const CARD_URL = "/images/bingo-card.svg";

export default function BingoPage() {
  return (
    <>
      <Seo meta={STATIC_PAGES.bingo} />
      <PageHero
        overline="A downtown game for all ages"
        title="Snap A Selfie Bingo"
        subtitle="Explore historic downtown Boulder City one selfie at a time, and win a prize for your adventure."
      >
        <Button
          href={CARD_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="warning"
          size="large"
          startIcon={<CameraAltIcon />}
        >
          Get Started with Bingo!
        </Button>
      </PageHero>

      <Section id="how-to-play" tone="sand" overline="How to play" title="Four Steps to Bingo">
        <NumberedSteps steps={STEPS} />
      </Section>

      <Section
        id="card"
        tone="paper"
        overline="Your card"
        title="The Virtual Bingo Card"
        lead="Open the card on your phone or print it before you set out."
      >
        <Grid container spacing={5} alignItems="center">
          <Grid size={{ xs: 12, md: 6 }}>
            <Box
              component="img"
              src={CARD_URL}
              alt="The Snap A Selfie Bingo card: a five by five grid of downtown landmarks with a free space in the center"
              width={600}
              height={740}
              loading="lazy"
              sx={{
                display: "block",
                width: "100%",
                maxWidth: 480,
                height: "auto",
                mx: "auto",
                borderRadius: 3,
                boxShadow: "0 18px 40px rgba(31,58,95,.2)",
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: "grid", gap: 3 }}>
            <Card sx={{ p: 3.5 }}>
              <Typography variant="h3" sx={{ fontSize: "1.35rem", mb: 1 }}>
                Share Your Selfies
              </Typography>
              <Typography color="text.secondary">
                Post your photos on social media, tag us at <strong>{SITE.social.handle}</strong> and use the hashtag{" "}
                <strong>{SITE.hashtag}</strong> so we can cheer you on and share your favorite downtown moments.
              </Typography>
            </Card>
            <Card sx={{ p: 3.5, bgcolor: "secondary.main", color: "common.white", border: 0 }}>
              <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
                <EmojiEventsIcon aria-hidden sx={{ fontSize: 44, color: "warning.light" }} />
                <div>
                  <Typography variant="h3" sx={{ fontSize: "1.35rem", mb: 1 }}>
                    Bonus Prize
                  </Typography>
                  <Typography sx={{ color: "rgba(255,255,255,.9)" }}>
                    Completed all the steps? Show your bingo selfies at the {SITE.chamberName} to claim your bonus
                    prize.
                  </Typography>
                </div>
              </Box>
            </Card>
          </Grid>
        </Grid>
      </Section>
    </>
  );
}
