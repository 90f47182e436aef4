/** The public forms' submit button: disabled, with its busy label, while the form is being sent. */
import SendIcon from "@mui/icons-material/Send";
import { useEffect, useState } from "react";
import { Button } from "../Button";

export function SendButton({ sending, label, busyLabel }: { sending: boolean; label: string; busyLabel: string }) {
  // Disabled until the app runs: a native submit would put the visitor's details in the address bar and send
  // nothing (App Check needs the app). What was typed meanwhile stays in the fields.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending || !ready}
        endIcon={<SendIcon />}
        sx={{ mt: 3 }}
      >
        {sending ? busyLabel : label}
      </Button>
      <noscript>
        <p style={{ marginTop: 12, fontWeight: 700 }}>
          Sending this form needs JavaScript. Please turn it on, or email or call us.
        </p>
      </noscript>
    </>
  );
}
