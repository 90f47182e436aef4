/**
 * A calendar import's decision (docs/product.md#importing-calendars): the change shown whole — each field beside
 * the event as the site has it, the description as a diff with its link and image addresses — then Approve
 * publishes exactly the version shown (a newer one filed meanwhile is refused, to be looked at again), or Decline
 * leaves the site as it is (the calendar's next change of it is offered again). Nobody is e-mailed either way.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportedFieldsView, ImportReview } from "@main-street/domain/calendar-sources";
import type { InboxItem } from "@main-street/domain/inbox";
import { api, pages } from "@main-street/domain/paths";
import { eventKind } from "@main-street/domain/records";
import { Link as RouterLink } from "react-router-dom";
import { apiRequest } from "../../../lib/api-client";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { useState } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DescriptionDiff } from "./DescriptionDiff";
import { CHANGE_MARKS, DELETED, INSERTED } from "./diff-marks";
import { refreshInbox, refreshKind, useImportReview } from "../queries";

const FIELDS: [keyof ImportedFieldsView, string][] = [
  ["title", "Title"],
  ["when", "When"],
  ["location", "Location"],
  ["repeats", "Repeats"],
  ["cancelled", "Cancelled"],
];

const shown = (value: string | boolean) => (typeof value === "boolean" ? (value ? "Yes" : "No") : value || "—");

function ImportDiff({ review }: { review: ImportReview }) {
  const { proposed, current } = review;
  const rows = FIELDS.filter(([field]) => !current || current[field] !== proposed[field]);
  return (
    <Box component="table" aria-label="The calendar's change" sx={{ width: "100%", borderCollapse: "collapse", mb: 2 }}>
      <thead>
        <tr>
          <Box component="th" sx={{ textAlign: "left", p: 1 }}>
            Field
          </Box>
          {current && (
            <Box component="th" sx={{ textAlign: "left", p: 1 }}>
              On the site
            </Box>
          )}
          <Box component="th" sx={{ textAlign: "left", p: 1 }}>
            From the calendar
          </Box>
        </tr>
      </thead>
      <tbody>
        {rows.map(([field, label]) => (
          <tr key={field}>
            <Box component="th" scope="row" sx={{ textAlign: "left", verticalAlign: "top", p: 1 }}>
              {label}
            </Box>
            {current && (
              <Box component="td" sx={{ verticalAlign: "top", p: 1, bgcolor: DELETED, overflowWrap: "anywhere" }}>
                {shown(current[field])}
              </Box>
            )}
            <Box
              component="td"
              sx={{ verticalAlign: "top", p: 1, bgcolor: current ? INSERTED : undefined, overflowWrap: "anywhere" }}
            >
              {shown(proposed[field])}
            </Box>
          </tr>
        ))}
        {(!current || current.description !== proposed.description) && (
          <tr>
            <Box component="th" scope="row" sx={{ textAlign: "left", verticalAlign: "top", p: 1 }}>
              Description
            </Box>
            <Box
              component="td"
              colSpan={current ? 2 : 1}
              sx={{ verticalAlign: "top", p: 1, overflowWrap: "anywhere", ...CHANGE_MARKS }}
            >
              <DescriptionDiff from={current?.description ?? ""} to={proposed.description} />
            </Box>
          </tr>
        )}
      </tbody>
    </Box>
  );
}

export function ImportActions({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const review = useImportReview(item.id, !item.decision);
  const decide = useMutation({
    mutationFn: (verdict: "approve" | "decline") =>
      apiRequest<InboxItem>(
        "PUT",
        api.admin.inbox.decision.href(item.id, "import", verdict),
        verdict === "approve" ? { version: review.data?.version ?? "" } : {},
      ),
    onSuccess: () => Promise.all([refreshInbox(client), refreshKind(client, eventKind)]),
  });
  if (item.decision?.state === "approved" && "eventId" in item.decision) {
    return (
      <Typography sx={{ mr: "auto" }}>
        Approved:{" "}
        <Link component={RouterLink} to={pages.event.href(item.decision.eventId)}>
          view the event
        </Link>
      </Typography>
    );
  }
  if (item.decision) return <Typography sx={{ mr: "auto" }}>Declined</Typography>;
  const title = review.data?.proposed.title || item.summary;
  const cancelling = review.data?.kind === "cancel";
  const approveLabel = cancelling ? "Approve: mark cancelled" : "Approve and publish";
  const run = async (verdict: "approve" | "decline") => {
    try {
      await decide.mutateAsync(verdict);
      toast({ variant: "success", title: verdict === "approve" ? "Published" : "Declined" });
      onDone();
    } catch (error) {
      void review.refetch(); // a newer version may have arrived: show it
      handleError(error, { toast: { title: "Error deciding this import" }, signInAgain: true });
    }
    setConfirming(false);
  };
  return (
    <Box sx={{ width: "100%" }}>
      {review.isLoading && <Typography>Loading the change…</Typography>}
      {review.isError && <Typography>The change could not be loaded.</Typography>}
      {review.data && <ImportDiff review={review.data} />}
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button
          variant="contained"
          color="success"
          disabled={decide.isPending || !review.data}
          onClick={() => setConfirming(true)}
        >
          {approveLabel}
        </Button>
        <Button color="error" disabled={decide.isPending} onClick={() => void run("decline")}>
          Decline
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={cancelling ? "Mark this event cancelled?" : "Publish this event?"}
        confirmLabel={approveLabel}
        busyLabel="Approving..."
        color="success"
        busy={decide.isPending}
        onConfirm={() => void run("approve")}
        onClose={() => setConfirming(false)}
      >
        {cancelling
          ? `"${title}" is marked Cancelled on the site at once, as its calendar says.`
          : `"${title}" goes on the site's events at once, as its calendar describes it.`}
      </ConfirmDialog>
    </Box>
  );
}
