/**
 * An event proposal's decision: Approve opens the event editor prefilled from the proposal and, once the event is
 * saved, links it; Decline takes an optional note for the proposer. The API e-mails the event, or the note if any.
 */
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import type { InboxItem } from "@main-street/domain/inbox";
import { pages } from "@main-street/domain/paths";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LIMITS } from "@main-street/domain/limits";
import { declineSchema } from "@main-street/domain/proposals";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { AddRecordDialog } from "../components/AddRecordDialog";
import { FormDialog } from "../components/FormDialog";
import { BLANK_EVENT, type EventFormValues } from "../forms/event-form";
import { eventRecord } from "../records/event-admin";
import { useDecideProposal } from "./use-inbox";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The proposal's plain-text description becomes paragraphs of the event's rich text; a proposal linked to a business
 * starts with it as the host (docs/product.md#host-business).
 */
function proposalToEvent(item: InboxItem): EventFormValues {
  const field = (label: string) => item.fields.find((f) => f.label === label)?.value ?? "";
  const paragraphs = field("Description")
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return {
    ...BLANK_EVENT,
    title: field("Title"),
    description: paragraphs,
    date: field("Date"),
    time: field("Time"),
    location: field("Location"),
    hostBusinessId: item.business?.id ?? "",
  };
}

const validateNote = zodToFormikValidate<{ note: string }>(declineSchema);

export function ProposalActions({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const decide = useDecideProposal();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [editing, setEditing] = useState(false);
  const [declining, setDeclining] = useState(false);

  if (item.decision?.state === "approved" && "eventId" in item.decision) {
    return (
      <Typography>
        Approved:{" "}
        <Link component={RouterLink} to={pages.event.href(item.decision.eventId)}>
          view the event
        </Link>
      </Typography>
    );
  }
  if (item.decision?.state === "declined") {
    return <Typography>Declined{item.decision.note ? `: ${item.decision.note}` : ""}</Typography>;
  }

  const approve = async (event: CommunityEvent) => {
    try {
      await decide.mutateAsync({ id: item.id, eventId: event.id });
      toast({ variant: "success", title: "Proposal approved" });
      onDone();
    } catch (error) {
      handleError(error, { toast: { title: "The event was saved, but the proposal could not be marked approved" } });
    }
  };
  const decline = async ({ note }: { note: string }) => {
    try {
      await decide.mutateAsync({ id: item.id, note });
      toast({ variant: "success", title: "Proposal declined" });
      onDone();
      return true;
    } catch (error) {
      handleError(error, { toast: { title: "Error declining the proposal" } });
      return false;
    }
  };
  return (
    <>
      <Button variant="contained" color="success" onClick={() => setEditing(true)}>
        Approve
      </Button>
      <Button color="error" onClick={() => setDeclining(true)}>
        Decline
      </Button>
      {editing && (
        <AddRecordDialog
          record={eventRecord}
          open
          onClose={() => setEditing(false)}
          initialValues={proposalToEvent(item)}
          onCreated={approve}
        />
      )}
      <FormDialog
        open={declining}
        title="Decline proposal"
        submitLabel="Decline"
        initialValues={{ note: "" }}
        validate={validateNote}
        onSubmit={decline}
        onClose={() => setDeclining(false)}
      >
        {(saving) => (
          <FormikTextField
            name="note"
            label="Note to the proposer (optional; e-mailed to them only if you write one)"
            multiline
            minRows={3}
            fullWidth
            disabled={saving}
            max={LIMITS.message}
          />
        )}
      </FormDialog>
    </>
  );
}
