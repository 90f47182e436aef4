/** The toolbar's image button and its dialog. */
import ImageIcon from "@mui/icons-material/Image";
import IconButton from "@mui/material/IconButton";
import { useState } from "react";
import type { UploadCalls } from "../uploads/upload-image";
import { insertImage } from "./editor-commands";
import { InsertImageDialog } from "./InsertImageDialog";
import type { ToolbarControlProps } from "./LinkControl";

export function InsertImageControl({
  editorState,
  onChange,
  uploadCalls,
  atCursor,
}: ToolbarControlProps & { uploadCalls: UploadCalls; atCursor: () => boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton size="small" aria-label="Insert image" title="Insert image" onClick={() => setOpen(true)}>
        <ImageIcon fontSize="small" />
      </IconButton>
      <InsertImageDialog
        open={open}
        uploadCalls={uploadCalls}
        onClose={() => setOpen(false)}
        onInsert={(image) => {
          if (editorState && onChange) onChange(insertImage(editorState, image, atCursor()));
          setOpen(false);
        }}
      />
    </>
  );
}
