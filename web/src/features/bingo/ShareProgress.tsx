import ShareIcon from "@mui/icons-material/Share";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { shareOrCopy, type ShareData, type ShareOutcome } from "./share";

/** Share button: the phone's share sheet, else copy the link, else show it to copy by hand. */
export function ShareProgress({ data }: { data: ShareData }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  return (
    <Box sx={{ display: "grid", gap: 1, justifyItems: "start" }}>
      <Button
        variant="outlined"
        startIcon={<ShareIcon />}
        onClick={async () => setOutcome(await shareOrCopy(data, navigator))}
      >
        Share my card
      </Button>
      <Typography role="status" variant="body2">
        {outcome === "copied" ? "Link copied: paste it anywhere to share." : ""}
      </Typography>
      {outcome === "manual" && (
        <TextField
          label="Copy this link to share"
          value={data.url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() } }}
        />
      )}
    </Box>
  );
}
