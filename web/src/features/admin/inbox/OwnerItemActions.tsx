/**
 * An ownership claim's or a listing change's decision (docs/product.md#owners). A change shows each field it touches
 * beside the live listing's value, and the description as one rendered view with its insertions and deletions
 * marked; approving puts it live. Declining needs
 * a reason, which the person is e-mailed.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InboxItem } from "@main-street/domain/inbox";
import { api } from "@main-street/domain/paths";
import { FIELD_LABELS, shownValue } from "@main-street/domain/owners";
import { apiRequest } from "../../../lib/api-client";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DescriptionDiff } from "./DescriptionDiff";
import { CHANGE_MARKS, DELETED, INSERTED } from "./diff-marks";
import { refreshInbox, useRevisionReview } from "../queries";

function RevisionDiff({ id }: { id: string }) {
  const review = useRevisionReview(id);
  if (review.isLoading) return <Typography>Loading the changes…</Typography>;
  if (!review.data) return <Typography>The changes could not be loaded.</Typography>;
  const { changes, revision } = review.data;
  if (revision.state !== "pending") {
    return <Typography sx={{ mb: 2 }}>This change is {revision.state}.</Typography>;
  }
  if (changes.length === 0) return <Typography sx={{ mb: 2 }}>The live listing already says all of this.</Typography>;
  return (
    <Box
      component="table"
      aria-label="Changes against the live listing"
      sx={{ width: "100%", borderCollapse: "collapse", mb: 2 }}
    >
      <thead>
        <tr>
          <Box component="th" sx={{ textAlign: "left", p: 1 }}>
            Field
          </Box>
          <Box component="th" sx={{ textAlign: "left", p: 1 }}>
            Live now
          </Box>
          <Box component="th" sx={{ textAlign: "left", p: 1 }}>
            Proposed
          </Box>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field}>
            <Box component="th" scope="row" sx={{ textAlign: "left", verticalAlign: "top", p: 1 }}>
              {FIELD_LABELS[c.field]}
            </Box>
            {c.field === "description" ? (
              <Box
                component="td"
                colSpan={2}
                sx={{ verticalAlign: "top", p: 1, overflowWrap: "anywhere", ...CHANGE_MARKS }}
              >
                <DescriptionDiff from={String(c.from ?? "")} to={String(c.to ?? "")} />
              </Box>
            ) : (
              [c.from, c.to].map((value, i) => (
                <Box
                  component="td"
                  key={i}
                  sx={{ verticalAlign: "top", p: 1, bgcolor: i === 0 ? DELETED : INSERTED, overflowWrap: "anywhere" }}
                >
                  {shownValue(value, c.field)}
                </Box>
              ))
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function OwnerItemActions({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const what = item.type === "claim" ? "claim" : "revision";
  const [declining, setDeclining] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const client = useQueryClient();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const decide = useMutation({
    mutationFn: (verdict: "approve" | "decline") =>
      apiRequest<InboxItem>(
        "PUT",
        api.admin.inbox.decision.href(item.id, what, verdict),
        verdict === "decline" ? { reason } : undefined,
      ),
    onSuccess: () => refreshInbox(client),
  });
  const run = async (verdict: "approve" | "decline") => {
    try {
      await decide.mutateAsync(verdict);
      toast({ variant: "success", title: verdict === "approve" ? "Approved" : "Declined" });
      onDone();
    } catch (error) {
      handleError(error, { toast: { title: "Error deciding this item" }, signInAgain: true });
    }
    setConfirming(false);
  };
  const business = item.business?.name ?? "this business";
  if (item.decision) {
    return (
      <Typography sx={{ mr: "auto" }}>
        {item.decision.state === "approved"
          ? "Approved"
          : `Declined: ${"note" in item.decision ? item.decision.note : ""}`}
      </Typography>
    );
  }
  return (
    <Box sx={{ width: "100%" }}>
      {what === "revision" && <RevisionDiff id={item.id} />}
      {declining ? (
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
          <TextField
            label="Reason (e-mailed to them)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            required
            sx={{ flex: 1, minWidth: 240 }}
          />
          <Button
            variant="contained"
            color="error"
            disabled={decide.isPending || !reason.trim()}
            onClick={() => void run("decline")}
          >
            Send decline
          </Button>
          <Button onClick={() => setDeclining(false)}>Cancel</Button>
        </Box>
      ) : (
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button variant="contained" color="success" disabled={decide.isPending} onClick={() => setConfirming(true)}>
            {what === "claim" ? "Approve claim" : "Approve changes"}
          </Button>
          <Button color="error" disabled={decide.isPending} onClick={() => setDeclining(true)}>
            Decline…
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={what === "claim" ? "Approve this claim?" : "Approve these changes?"}
        confirmLabel={what === "claim" ? "Approve claim" : "Approve changes"}
        busyLabel="Approving..."
        color="success"
        busy={decide.isPending}
        onConfirm={() => void run("approve")}
        onClose={() => setConfirming(false)}
      >
        {what === "claim"
          ? `${item.name || item.email} (${item.email}) becomes an owner of ${business}: they can edit its listing, and each change comes to this inbox. They are e-mailed that the claim was approved.`
          : `The changes go live on ${business}'s listing at once, and the owner is e-mailed that they were approved.`}
      </ConfirmDialog>
    </Box>
  );
}
