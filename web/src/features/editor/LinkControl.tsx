/** The toolbar's link button: asks for a web address (and whether to open it in a new tab). */
import LinkIcon from "@mui/icons-material/Link";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import type { EditorState } from "draft-js";
import { useState, type FormEvent } from "react";
import { applyLink, linkAtSelection, normaliseLinkUrl, removeLink } from "./editor-commands";

/** react-draft-wysiwyg passes editorState and onChange to custom toolbar buttons. */
export interface ToolbarControlProps {
  editorState?: EditorState;
  onChange?: (state: EditorState) => void;
}

export function LinkControl({ editorState, onChange }: ToolbarControlProps) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState("");
  const existing = editorState ? linkAtSelection(editorState) : null;

  const start = () => {
    setUrl(existing?.url ?? "");
    setNewTab(existing?.newTab ?? false);
    setError("");
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = normaliseLinkUrl(url);
    if (!address) return setError("Enter a web address (https://…), an email (mailto:…) or a phone (tel:…)");
    if (editorState && onChange) onChange(applyLink(editorState, address, newTab));
    setOpen(false);
  };
  const unlink = () => {
    if (editorState && onChange) onChange(removeLink(editorState));
    setOpen(false);
  };

  return (
    <>
      <IconButton size="small" aria-label="Link" title="Link" aria-pressed={Boolean(existing)} onClick={start}>
        <LinkIcon fontSize="small" />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
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
              <Button color="error" onClick={unlink}>
                Remove link
              </Button>
            )}
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained">
              {existing ? "Update link" : "Add link"}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
