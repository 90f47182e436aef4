/** A privacy request: deletes every inbox item, submission and owner record of one address, after a confirmation. */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { useDeletePerson } from "./use-inbox";

export function PersonDelete() {
  const [email, setEmail] = useState("");
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePerson();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const confirm = async () => {
    try {
      const { deleted } = await remove.mutateAsync(email);
      toast({ variant: "success", title: `Deleted ${deleted} item${deleted === 1 ? "" : "s"} of ${email}` });
      setEmail("");
    } catch (error) {
      handleError(error, { toast: { title: "Error deleting" }, signInAgain: true });
    }
    setConfirming(false);
  };
  return (
    <Box component="section" aria-labelledby="person-delete-title" sx={{ mt: 6 }}>
      <Typography id="person-delete-title" variant="h6" component="h3">
        Privacy request
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Delete everything one person sent: all their messages, sign-ups, proposals, ownership claims and listing
        changes. They stop owning any business, and listing histories no longer name them.
      </Typography>
      <Box
        component="form"
        sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}
        onSubmit={(e) => {
          e.preventDefault();
          if (email.trim()) setConfirming(true);
        }}
      >
        <TextField
          size="small"
          type="email"
          label="E-mail address"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" color="error" variant="outlined">
          Delete their data
        </Button>
      </Box>
      <ConfirmDeleteDialog
        what="person's data"
        name={confirming ? email : null}
        deleting={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
