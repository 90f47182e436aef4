import TextField from "@mui/material/TextField";

/** The link to copy by hand, when neither the share sheet nor the clipboard is available. */
export default function ManualCopyField({ url }: { url: string }) {
  return (
    <TextField
      label="Copy this link to share"
      value={url}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() } }}
    />
  );
}
