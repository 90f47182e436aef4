/** SPEC 2 Events tab: Add Event, then each event's title, excerpt (or description cut to 150 + '...'), date, time, location, category and Featured. */
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { adminExcerpt } from "../admin-excerpt";
import { useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadingState } from "../../../components/LoadingState";
import { useToast } from "../../../lib/use-toast";
import { useEvents } from "../../events";
import { useDeleteEvent } from "../api/use-event-mutations";
import { useFailureToast } from "../../auth";
import { AddEventDialog } from "./AddEventDialog";
import { AdminListRow, TabHeading } from "./AdminListRow";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";

export function EventsTab() {
  const events = useEvents();
  const remove = useDeleteEvent();
  const toast = useToast();
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CommunityEvent | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: "success", title: "Event deleted successfully!" });
    } catch (error) {
      failed(error, "Error deleting event");
    }
    setDeleting(null);
  };

  return (
    <>
      <TabHeading
        title="Events"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Event
          </Button>
        }
      />
      {events.isPending ? (
        <LoadingState text="Loading events..." />
      ) : events.isError ? (
        <EmptyState title="Events could not be loaded" hint="Please reload the page to try again." />
      ) : events.data.length === 0 ? (
        <EmptyState title="No events scheduled" hint="Add the first event with the Add Event button." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Events">
          {events.data.map((event) => (
            <AdminListRow
              key={event.id}
              name={event.title}
              editTo={`/admin/events/edit/${event.id}`}
              onDelete={() => setDeleting(event)}
            >
              <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 0.5 }}>
                <Typography variant="h6" component="h3">
                  {event.title}
                </Typography>
                {event.category && <Chip size="small" label={event.category} />}
                {event.featured === "true" && <Chip size="small" color="warning" label="Featured" />}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {adminExcerpt(event.excerpt, event.description)}
              </Typography>
              <Typography variant="body2">
                {[event.displayDate || event.date, event.time, event.location].filter(Boolean).join(" · ")}
              </Typography>
            </AdminListRow>
          ))}
        </Stack>
      )}
      <AddEventDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDeleteDialog
        what="event"
        name={deleting?.title ?? null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
