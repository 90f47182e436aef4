import StarIcon from "@mui/icons-material/Star";
import Box from "@mui/material/Box";
import { Tag } from "../../../components/Tag";
import { CancelledTag } from "../../../components/CancelledTag";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { pages } from "@main-street/domain/paths";
import type { eventKind } from "@main-street/domain/records";
import { DetailHeroBar } from "../../../components/DetailHeroBar";
import { shownDate } from "@main-street/domain/series-view";
import { EventFacts } from "./EventFacts";

/** The kind's collection, checked against its descriptor without loading it (its schemas are for staff only). */
const EVENTS: (typeof eventKind)["collection"] = "events";

export function EventHero({ event, canEdit }: { event: CommunityEvent; canEdit: boolean }) {
  return (
    <Box
      sx={{
        bgcolor: "secondary.main",
        color: "common.white",
        py: { xs: 4, md: 6 },
        backgroundImage: "radial-gradient(circle at 85% 120%, rgba(232,163,61,.4), transparent 50%)",
      }}
    >
      <Container maxWidth="lg">
        <DetailHeroBar
          back={{ to: pages.events.href(), label: "Back to All Events" }}
          edit={canEdit ? { to: pages.adminEdit.href(EVENTS, event.id), label: "Edit Event" } : undefined}
        />
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
          {/* The whole event called off, or the one date of a series this page shows. */}
          {(event.cancelled || shownDate(event)?.cancelled) && <CancelledTag />}
          {event.featured === "true" && <Tag icon={<StarIcon />} label="Featured Event" color="warning" />}
          {event.category && <Tag label={event.category} sx={{ bgcolor: "common.white", color: "secondary.main" }} />}
        </Box>
        <Typography variant="h1" sx={{ mb: 2.5, maxWidth: 900 }}>
          {event.title}
        </Typography>
        <Box sx={{ fontSize: "1.1rem" }}>
          <EventFacts event={event} icons="light" />
        </Box>
      </Container>
    </Box>
  );
}
