import ShareIcon from "@mui/icons-material/Share";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { shareOrCopy, type ShareData, type ShareOutcome } from "./share";
import { Button } from "../../components/Button";

/** Rarely needed, so its text field's code loads only then. */
const ManualCopyField = lazy(() => import("./ManualCopyField"));

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
        <Suspense fallback={null}>
          <ManualCopyField url={data.url} />
        </Suspense>
      )}
    </Box>
  );
}
