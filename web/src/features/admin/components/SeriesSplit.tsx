/**
 * "This and following" under the Edit Event form (docs/product.md#recurring-events): the series ends before the
 * chosen date and a new series starts from it (POST /api/admin/events/{id}/split), then the new one opens for editing.
 * The old series keeps its past dates and its calendar entry.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import { DateSelect } from "./DateSelect";
import Typography from "@mui/material/Typography";
import { toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { api, pages } from "@main-street/domain/paths";
import { eventKind } from "@main-street/domain/records";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { apiPost } from "../../../lib/api-client";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { refreshKind } from "../queries";
import { useToast } from "../../../lib/use-toast";

export function SeriesSplit({ record: event }: { record: CommunityEvent }) {
  const series = event.series;
  // The next dates after the first: splitting on the first date would leave nothing before it.
  const dates = (series?.upcoming ?? []).filter((d) => d > series!.start && !series!.extra.includes(d));
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const failed = useApiErrorHandler();
  if (!series || dates.length === 0) return null;
  const date = dates.includes(chosen) ? chosen : dates[0]!;
  const split = async () => {
    setBusy(true);
    try {
      const created = await apiPost<CommunityEvent>(api.admin.eventSplit.href(event.id), { date });
      await refreshKind(client, eventKind);
      toast({ title: `A new series starts on ${toLongDate(date)}`, variant: "success" });
      void navigate(pages.adminEdit.href(eventKind.collection, created.id));
    } catch (error) {
      failed(error, { toast: { title: "The series could not be split" } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="series-split-title" sx={{ p: 3, mt: 3 }}>
      <Typography variant="h6" component="h2" id="series-split-title" sx={{ mb: 1 }}>
        Change this and following dates
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Ends this series before the chosen date and starts a new series from it, with the same details, to edit on its
        own. This series keeps its earlier dates.
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <DateSelect
          id="split-date"
          label="New series from"
          value={date}
          dates={dates.map((d) => ({ value: d, day: d }))}
          disabled={busy}
          onChange={setChosen}
        />
        <Button variant="outlined" disabled={busy} onClick={() => void split()}>
          Start a new series from this date
        </Button>
      </Box>
    </Card>
  );
}
