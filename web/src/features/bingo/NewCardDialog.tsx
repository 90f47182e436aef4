import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { Button } from "../../components/Button";

export interface NewCardDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function NewCardDialog({ open, onCancel, onConfirm }: NewCardDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="bingo-new-card-title"
      aria-describedby="bingo-new-card-text"
    >
      <DialogTitle id="bingo-new-card-title">Start a new card?</DialogTitle>
      <DialogContent>
        <DialogContentText id="bingo-new-card-text">
          This clears your marks and deletes the selfies saved on this phone. It can&apos;t be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Keep my card
        </Button>
        <Button onClick={onConfirm} color="primary" variant="contained">
          Start a new card
        </Button>
      </DialogActions>
    </Dialog>
  );
}
