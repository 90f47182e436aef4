/**
 * A calendar import's decision (docs/product.md#importing-calendars): Approve publishes the calendar's new event, or
 * puts its change live over the edits made here; Decline leaves the site as it is (the calendar's next change of
 * it is offered again). Nobody is e-mailed either way.
 */
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InboxItem } from "@main-street/domain/inbox";
import { api, pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { apiRequest } from "../../../lib/api-client";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { useState } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { INBOX_KEY } from "./use-inbox";

export function ImportActions({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const decide = useMutation({
    mutationFn: (verdict: "approve" | "decline") =>
      apiRequest<InboxItem>("PUT", api.admin.inbox.decision.href(item.id, "import", verdict), {}),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: INBOX_KEY }),
        client.invalidateQueries({ queryKey: [api.events.path] }),
      ]),
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
  const title = item.fields.find((f) => f.label === "Title")?.value ?? item.summary;
  const run = async (verdict: "approve" | "decline") => {
    try {
      await decide.mutateAsync(verdict);
      toast({ variant: "success", title: verdict === "approve" ? "Published" : "Declined" });
      onDone();
    } catch (error) {
      handleError(error, { toast: { title: "Error deciding this import" }, signInAgain: true });
    }
    setConfirming(false);
  };
  return (
    <>
      <Button variant="contained" color="success" disabled={decide.isPending} onClick={() => setConfirming(true)}>
        Approve and publish
      </Button>
      <Button color="error" disabled={decide.isPending} onClick={() => void run("decline")}>
        Decline
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Publish this event?"
        confirmLabel="Approve and publish"
        busyLabel="Publishing..."
        color="success"
        busy={decide.isPending}
        onConfirm={() => void run("approve")}
        onClose={() => setConfirming(false)}
      >
        {`"${title}" goes on the site's events at once, as its calendar describes it.`}
      </ConfirmDialog>
    </>
  );
}
