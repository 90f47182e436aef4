/**
 * The spam trap: an input people never see or reach, which bots fill in like any other. The server
 * answers a filled one like a success and stores nothing. Off-screen rather than display:none, which bots skip.
 */
import Box from "@mui/material/Box";
import { HONEYPOT_FIELD } from "@main-street/domain/submission-options";

const OFF_SCREEN = {
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
} as const;

export function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <Box aria-hidden="true" sx={OFF_SCREEN}>
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Box>
  );
}
