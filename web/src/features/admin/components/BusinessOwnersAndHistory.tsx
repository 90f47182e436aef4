/**
 * Under a business's edit screen (docs/product.md#owners): its owners, whom staff can remove (at once: every owner
 * request checks ownership), and its history of live changes, each field's earlier value restorable.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Business } from "@main-street/domain/business";
import { adminApiPath, businessKind } from "@main-street/domain/records";
import { FIELD_LABELS, shownValue, type BusinessOwner, type HistoryEntry } from "@main-street/domain/owners";
import { apiGet, apiRequest } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";

const SOURCES: Record<HistoryEntry["source"], string> = {
  staff: "Staff edit",
  owner: "Owner's change",
  confirmation: "Hours confirmed",
  restore: "Restored",
};

/** Rich text and long values are cut short in the list. */
const brief = (value: unknown) => {
  const text = shownValue(value).replace(/<[^>]*>/g, " ");
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

export function BusinessOwnersAndHistory({ record }: { record: Business }) {
  const base = adminApiPath(businessKind, record.id);
  const client = useQueryClient();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const owners = useQuery({
    queryKey: [base, "owners"],
    queryFn: ({ signal }) => apiGet<BusinessOwner[]>(`${base}/owners`, signal),
  });
  const history = useQuery({
    queryKey: [base, "history", record.updatedAt],
    queryFn: ({ signal }) => apiGet<HistoryEntry[]>(`${base}/history`, signal),
  });
  const remove = useMutation({
    mutationFn: (uid: string) => apiRequest<void>("DELETE", `${base}/owners/${encodeURIComponent(uid)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [base, "owners"] }),
  });
  const restore = useMutation({
    mutationFn: ({ entry, field }: { entry: string; field: string }) =>
      apiRequest<Business>("POST", `${base}/history/${encodeURIComponent(entry)}/restore`, { field }),
    onSuccess: () => client.invalidateQueries(),
  });
  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast({ variant: "success", title: done });
    } catch (error) {
      handleError(error, { toast: { title: "Error" }, signInAgain: true });
    }
  };
  return (
    <Box sx={{ mt: 4, display: "grid", gap: 3 }}>
      <Box component="section" aria-labelledby="owners-title">
        <Typography variant="h2" id="owners-title" sx={{ fontSize: "1.3rem", mb: 1 }}>
          Owners
        </Typography>
        {owners.data?.length === 0 && (
          <Typography>No owners. Visitors can claim this business from its page.</Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {owners.data?.map((o) => (
            <li key={o.uid}>
              {o.name} ({o.email}), since {formatDate(o.since)}{" "}
              <Button
                size="small"
                color="error"
                disabled={remove.isPending}
                onClick={() => void run(remove.mutateAsync(o.uid), "Owner removed")}
              >
                Remove {o.email}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
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
                    {FIELD_LABELS[c.field] ?? c.field}: {brief(c.from)} → {brief(c.to)}{" "}
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
    </Box>
  );
}
