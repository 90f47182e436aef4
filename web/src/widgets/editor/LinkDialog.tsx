import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { useEffect, useState, type FormEvent } from "react";
import { normaliseLinkUrl, type LinkAtSelection } from "./editor-commands";

export function LinkDialog(props: {
  open: boolean;
  existing: LinkAtSelection | null;
  onClose(): void;
  /** After the closing transition, once focus has settled. */
  onClosed(): void;
  onApply(url: string, newTab: boolean): void;
  onRemove(): void;
}) {
  const { open, existing } = props;
  const [url, setUrl] = useState("");
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState("");
  useEffect(() => {
    if (!open) return;
    setUrl(existing?.url ?? "");
    setNewTab(existing?.newTab ?? false);
    setError("");
  }, [open, existing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = normaliseLinkUrl(url);
    if (!address) return setError("Enter a web address (https://…), an email (mailto:…) or a phone (tel:…)");
    props.onApply(address, newTab);
  };

  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      slotProps={{ transition: { onExited: props.onClosed } }}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>Insert link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="URL"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(error)}
            helperText={error || " "}
          />
          <FormControlLabel
            control={<Checkbox checked={newTab} onChange={(e) => setNewTab(e.target.checked)} />}
            label="Open in a new tab"
          />
        </DialogContent>
        <DialogActions>
          {existing && (
            <Button color="error" onClick={props.onRemove}>
              Remove link
            </Button>
          )}
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {existing ? "Update link" : "Add link"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
