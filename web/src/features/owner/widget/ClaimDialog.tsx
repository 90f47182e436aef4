/**
 * "Own this business? Claim it" (docs/product.md#owners): who they are, their role, and a phone or e-mail the office
 * can check. A public form like the others (the same schema as the API, the honeypot, the rate limits), sent as the
 * signed-in account; loaded only when a visitor opens it. Once sent (or refused because a claim already waits, or
 * they already own it) it says so with a Close button; a refusal shows in the dialog, above its buttons, where a
 * toast would cover them.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { LIMITS } from "@main-street/domain/limits";
import { api } from "@main-street/domain/paths";
import { FormField } from "../../../components/form/FormField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { SendButton } from "../../../components/form/SendButton";
import { FieldErrorsProvider, usePublicForm } from "../../../components/form/use-public-form";

const CLAIM_SENT = "Thank you. The Main Street office will check your claim and e-mail you.";

export default function ClaimDialog({
  businessId,
  businessName,
  onClose,
  onDone,
}: {
  businessId: string;
  businessName: string;
  onClose: () => void;
  /** The claim is sent, or one already waits: the page stops offering it. `message` says which. */
  onDone: (message: string) => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const finish = (message: string) => {
    setDone(message);
    onDone(message);
  };
  const { formProps, errors, sending } = usePublicForm({
    schema: () => import("@main-street/domain/owners").then((module) => module.claimSchema),
    action: api.claim.href(businessId),
    failureToast: { title: "Error sending your claim", fallback: "Please try again later." },
    onSent: () => finish(CLAIM_SENT),
    // 409: a claim of theirs already waits, or they own it: nothing more to send.
    onFailed: ({ status, message }) => (status === 409 ? finish(message) : setRefused(message)),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="claim-title">
      <DialogTitle id="claim-title">Claim {businessName}</DialogTitle>
      {done !== null ? (
        <>
          <DialogContent>
            <Typography role="status">{done}</Typography>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent>
          <Box component="form" aria-label="Claim this business" {...formProps} sx={{ display: "grid", gap: 2, pt: 1 }}>
            <Typography color="text.secondary">
              Tell us who you are. The office checks every claim before you can edit the listing.
            </Typography>
            <FieldErrorsProvider value={errors}>
              <HoneypotField formId="claim" />
              <FormField name="name" label="Your name" required max={LIMITS.name} />
              <FormField name="role" label="Your role at the business" required max={LIMITS.name} />
              <FormField
                name="contact"
                label="A phone number or e-mail the office can check"
                required
                max={LIMITS.email}
              />
              <FormField name="note" label="Note (optional)" multiline max={1000} />
            </FieldErrorsProvider>
            {refused && (
              <Alert severity="error" role="alert">
                <strong>Error sending your claim.</strong> {refused}
              </Alert>
            )}
            <Box sx={{ display: "flex", gap: 1 }}>
              <SendButton sending={sending} label="Send claim" busyLabel="Sending..." />
              <Button onClick={onClose}>Cancel</Button>
            </Box>
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}
