/**
 * The Calendars tab (docs/product.md#importing-calendars): the calendars events are imported from, each with its
 * last run (when, what it added, updated, cancelled and sent to the inbox, or why it failed), Import now, Edit and
 * Remove; and Add Calendar.
 */
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CALENDAR_MODES, type CalendarSource } from "@main-street/domain/calendar-sources";
import { useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { QueryContent } from "../../../components/LoadFailure";
import { LoadingState } from "../../../components/LoadingState";
import { useAllBusinesses } from "../../../lib/queries";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { CalendarSourceDialog } from "./CalendarSourceDialog";
import { lastRunText, runCounts } from "./run-text";
import { useImportNow, useRemoveCalendarSource } from "./use-calendar-sources";
import { useCalendarSources } from "../queries";

function SourceRow({
  source,
  hostName,
  onEdit,
  onRemove,
}: {
  source: CalendarSource;
  hostName: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const importNow = useImportNow();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const headingId = `calendar-${source.id}`;
  const run = async () => {
    try {
      const result = await importNow.mutateAsync(source.id);
      if (result.error) toast({ variant: "error", title: "The calendar could not be imported", message: result.error });
      else toast({ variant: "success", title: "Imported", message: runCounts(result) });
    } catch (error) {
      handleError(error, { toast: { title: "Error importing the calendar" }, signInAgain: true });
    }
  };
  const { lastRun } = source;
  return (
    <Card component="li" aria-labelledby={headingId} sx={{ p: 2, listStyle: "none" }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: "anywhere" }}>
        {source.address}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", my: 1 }}>
        <Chip
          size="small"
          label={CALENDAR_MODES[source.mode]}
          color={source.mode === "publish" ? "primary" : "default"}
        />
        {hostName && <Chip size="small" variant="outlined" label={`Host: ${hostName}`} />}
        {source.category && <Chip size="small" variant="outlined" label={`Category: ${source.category}`} />}
        {source.ownerUid && <Chip size="small" variant="outlined" label="Added by the business's owner" />}
      </Box>
      <Typography role="status" color={lastRun?.error ? "error" : "text.secondary"} sx={{ mb: 1 }}>
        {lastRunText(lastRun)}
      </Typography>
      {lastRun && lastRun.warnings.length > 0 && (
        <Box
          component="ul"
          aria-label="What the last run left out"
          sx={{ m: 0, mb: 1, pl: 3, color: "text.secondary" }}
        >
          {lastRun.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </Box>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button variant="contained" disabled={importNow.isPending} onClick={() => void run()}>
          {importNow.isPending ? "Importing..." : "Import now"}
        </Button>
        <Button onClick={onEdit}>Edit</Button>
        <Button color="error" onClick={onRemove}>
          Remove
        </Button>
      </Box>
    </Card>
  );
}

export function CalendarsTab() {
  const sources = useCalendarSources();
  const businesses = useAllBusinesses();
  const remove = useRemoveCalendarSource();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [editing, setEditing] = useState<CalendarSource | "new" | null>(null);
  const [removing, setRemoving] = useState<CalendarSource | null>(null);
  const hostName = (id: string) => businesses.data?.find((b) => b.id === id)?.name ?? "";
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ variant: "success", title: "Calendar removed" });
      setRemoving(null);
    } catch (error) {
      handleError(error, { toast: { title: "Error removing the calendar" }, signInAgain: true });
    }
  };
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Box component="h2" sx={{ typography: "h3", m: 0 }}>
          Calendars
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          Add Calendar
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Events are imported from these calendars every hour. An event gone from its calendar is marked cancelled, never
        deleted; a change to an event edited here waits in the inbox.
      </Typography>
      <QueryContent
        query={sources}
        loading={<LoadingState text="Loading calendars..." />}
        failedTitle="Calendars could not be loaded"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="No calendars yet"
              hint="Add a calendar's address to import its events."
              headingLevel="h3"
            />
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Calendars">
              {list.map((source) => (
                <SourceRow
                  key={source.id}
                  source={source}
                  hostName={hostName(source.hostBusinessId)}
                  onEdit={() => setEditing(source)}
                  onRemove={() => setRemoving(source)}
                />
              ))}
            </Stack>
          )
        }
      </QueryContent>
      {editing && (
        <CalendarSourceDialog source={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        what="calendar"
        name={removing?.address ?? null}
        deleting={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
