/**
 * "Own this business? Claim it" (docs/product.md#owners): who they are, their role, and a phone or e-mail the office
 * can check. A public form like the others (the same schema as the API, the honeypot, the rate limits), sent as the
 * signed-in account; loaded only when a visitor opens it.
 */
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { LIMITS } from "@main-street/domain/limits";
import { api } from "@main-street/domain/paths";
import { FormField } from "../../../components/form/FormField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { SendButton } from "../../../components/form/SendButton";
import { FieldErrorsProvider, usePublicForm } from "../../../components/form/use-public-form";

export default function ClaimDialog({
  businessId,
  businessName,
  onClose,
}: {
  businessId: string;
  businessName: string;
  onClose: () => void;
}) {
  const [sent, setSent] = useState(false);
  const { formProps, errors, sending } = usePublicForm({
    schema: () => import("@main-street/domain/owners").then((module) => module.claimSchema),
    action: api.claim.href(businessId),
    sentToast: {
      variant: "success",
      title: "Claim sent",
      message: "Thank you. The Main Street office will check your claim and e-mail you.",
    },
    failureToast: { title: "Error sending your claim", fallback: "Please try again later." },
    onSent: () => setSent(true),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="claim-title">
      <DialogTitle id="claim-title">Claim {businessName}</DialogTitle>
      <DialogContent>
        {sent ? (
          <Typography role="status">Thank you. The Main Street office will check your claim and e-mail you.</Typography>
        ) : (
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
            <Box sx={{ display: "flex", gap: 1 }}>
              <SendButton sending={sending} label="Send claim" busyLabel="Sending..." />
              <Button onClick={onClose}>Cancel</Button>
            </Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
