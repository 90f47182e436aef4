import CameraAltIcon from "@mui/icons-material/CameraAlt";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { pageMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { useSiteOrigin } from "../../lib/render-context";
import { PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { BingoCard } from "./BingoCard";
import { NumberedSteps, type Step } from "../../components/NumberedSteps";
import { Button } from "../../components/Button";
import { pages } from "@main-street/domain/paths";
import { bingoSquaresQuery, useBingoSquares } from "../../lib/queries";
import type { PageHandle } from "../../lib/page";

const META = pageMeta(
  "Selfie Bingo",
  "Play Snap A Selfie Bingo in historic downtown Boulder City: explore, snap, share and win a bonus prize.",
  pages.bingo.href(),
  ["selfie bingo", "things to do"],
);

/**
 * Route module (docs/decisions/0044-route-modules.md). It shows the squares this browser marked, so it hydrates at
 * once rather than in idle time.
 */
export const handle: PageHandle = {
  queries: () => [bingoSquaresQuery],
  head: () => ({ status: 200, meta: META }),
  clock: "day",
  hydrateAtOnce: true,
};

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

/** The playable card from the admins' squares (docs/decisions/0021-selfie-bingo.md). */
function PlayableCard() {
  const squares = useBingoSquares();
  const shareUrl = new URL(pages.bingo.href(), useSiteOrigin()).href;
  return (
    <QueryContent
      query={squares}
      loading={<LoadingState text="Loading the bingo card..." />}
      failedTitle="We couldn't load the bingo card"
    >
      {(data) => <BingoCard squares={data} shareUrl={shareUrl} />}
    </QueryContent>
  );
}

export function Component() {
  return (
    <>
      <PageHero
        overline="A downtown game for all ages"
        title="Snap A Selfie Bingo"
        subtitle="Explore historic downtown Boulder City one selfie at a time, and win a prize for your adventure."
      >
        <Button href="#card" variant="contained" color="warning" size="large" startIcon={<CameraAltIcon />}>
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
        <Box sx={{ maxWidth: 720, mx: "auto", mb: 5 }}>
          <PlayableCard />
        </Box>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: "grid" }}>
            <Card sx={{ p: 3.5 }}>
              <Typography variant="h3" sx={{ fontSize: "1.35rem", mb: 1 }}>
                Share Your Selfies
              </Typography>
              <Typography color="text.secondary">
                Post your photos on social media, tag us at <strong>{SITE.social.handle}</strong> and use the hashtag{" "}
                <strong>{SITE.hashtag}</strong> so we can cheer you on and share your favorite downtown moments.
              </Typography>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: "grid" }}>
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
