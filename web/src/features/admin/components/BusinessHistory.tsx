/**
 * A business's history of live changes, newest first, under its edit screen (docs/product.md#owners): each field's
 * earlier value can be restored (recorded as a restore); a confirmation can't.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Business } from "@main-street/domain/business";
import { FIELD_LABELS, shownValue, type HistoryEntry, type TrailField } from "@main-street/domain/owners";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../../lib/api-client";
import { useBusinessHistory } from "../queries";
import { useStaffAction } from "./use-staff-action";

const SOURCES: Record<HistoryEntry["source"], string> = {
  staff: "Staff edit",
  owner: "Owner's change",
  confirmation: "Hours confirmed",
  restore: "Restored",
  "district-day": "District day answered",
};

/** Rich text and long values are cut short in the list. */
const brief = (value: unknown, field: TrailField) => {
  const text = shownValue(value, field).replace(/<[^>]*>/g, " ");
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

export function BusinessHistory({ record }: { record: Business }) {
  const client = useQueryClient();
  const run = useStaffAction();
  const history = useBusinessHistory(record.id);
  const restore = useMutation({
    mutationFn: ({ entry, field }: { entry: string; field: string }) =>
      apiRequest<Business>("POST", api.admin.historyRestore.href(record.id, entry), { field }),
    onSuccess: () => client.invalidateQueries(),
  });
  return (
    <Box component="section" aria-labelledby="history-title">
      <Typography variant="h2" id="history-title" sx={{ fontSize: "1.3rem", mb: 1 }}>
        History
      </Typography>
      {history.data?.length === 0 && <Typography>No changes recorded yet.</Typography>}
      <Box component="ol" aria-label="Changes, newest first" sx={{ m: 0, pl: 3 }}>
        {history.data?.map((entry) => (
          <li key={entry.id}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {new Date(entry.at).toLocaleString("en-US")} — {SOURCES[entry.source]} by {entry.by}
            </Typography>
            <Box component="ul" sx={{ pl: 3 }}>
              {entry.changes.map((c) => (
                <li key={c.field}>
                  {FIELD_LABELS[c.field] ?? c.field}: {brief(c.from, c.field)} → {brief(c.to, c.field)}{" "}
                  {c.field !== "hoursConfirmedAt" && (
                    <Button
                      size="small"
                      disabled={restore.isPending}
                      onClick={() =>
                        void run(restore.mutateAsync({ entry: entry.id, field: c.field }), "Earlier value restored")
                      }
                    >
                      Restore earlier {(FIELD_LABELS[c.field] ?? c.field).toLowerCase()}
                    </Button>
                  )}
                </li>
              ))}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
