/** The confirmation step before a delete: names what goes, and says it can't be undone. */
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";

export function ConfirmDeleteDialog({
  what,
  name,
  deleting,
  onConfirm,
  onClose,
}: {
  /** 'event' or 'business'. */
  what: string;
  /** The item's title or name, or null when the dialog is closed. */
  name: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={name !== null}
      onClose={deleting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Delete this {what}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          “{name}” will be removed from the site. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={deleting} color="error" variant="contained">
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
