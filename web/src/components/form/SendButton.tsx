/** The public forms' submit button: disabled, with its busy label, while the form is being sent. */
import SendIcon from "@mui/icons-material/Send";
import Button from "@mui/material/Button";
import { useFormikContext } from "formik";
import { useContext, useLayoutEffect, useRef, useState } from "react";
import { typedBeforeHydration } from "./adopt-typed-values";
import { RestoreTypedText } from "./restore-typed-text";

export function SendButton({ sending, label, busyLabel }: { sending: boolean; label: string; busyLabel: string }) {
  // Disabled until the script has taken over the server-rendered form: a native submit would put the visitor's
  // details in the address bar and send nothing.
  const [ready, setReady] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const formik = useFormikContext<Record<string, unknown>>();
  const restoreTypedText = useContext(RestoreTypedText);
  // A layout effect: it runs as hydration commits, before the browser delivers any event. A later re-render (a
  // field losing focus) would otherwise write the still-empty state over what the visitor typed.
  useLayoutEffect(() => {
    restoreTypedText();
    const form = button.current?.form;
    if (form) {
      const adopted = typedBeforeHydration(form, formik.values);
      if (Object.keys(adopted).length > 0) void formik.setValues({ ...formik.values, ...adopted }, false);
    }
    setReady(true);
    // Once, when the script takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Button
        ref={button}
        type="submit"
        variant="contained"
        size="large"
        disabled={sending || !ready}
        endIcon={<SendIcon />}
        sx={{ mt: 3 }}
      >
        {sending ? busyLabel : label}
      </Button>
      {/* The page arrives server-rendered: without scripts the form shows, but cannot be sent. */}
      <noscript>
        <p style={{ marginTop: 12, fontWeight: 700 }}>
          Sending this form needs JavaScript. Please turn it on, or email or call us.
        </p>
      </noscript>
    </>
  );
}
