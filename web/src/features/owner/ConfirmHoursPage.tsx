/**
 * The reminder e-mail's "still correct" link (docs/product.md#owners): shows the listing's hours and records the
 * confirmation only when the owner presses the button, so a mail scanner opening the link confirms nothing. The
 * token leaves the address bar at once (kept in this history entry's state, so a reload still works), and the page
 * is served with no Referer policy, so it never leaks into logs or Referer headers.
 */
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { ConfirmHoursPreview } from "@main-street/domain/owners";
import { LoadingState } from "../../components/LoadingState";
import { apiPost, asApiError } from "../../lib/api-client";
import { api, pages } from "@main-street/domain/paths";
import { PrivatePageSeo } from "../../widgets/auth";
import { WeekHours } from "../../widgets/open-now";
import { useLinkToken } from "../../lib/link-token";

const BAD_LINK = "This link is not valid. Please use the link in your most recent e-mail.";

type Outcome = { ok: boolean; message: string };

const messageOf = (error: unknown) =>
  asApiError(error).serverMessage ?? "Something went wrong on our side. Please try again.";

export function ConfirmHoursPage() {
  const [token, forgetToken] = useLinkToken();
  const [preview, setPreview] = useState<ConfirmHoursPreview | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: BAD_LINK });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    apiPost<ConfirmHoursPreview>(api.owner.confirmHoursPreview.href(), { token })
      .then((found) => current && setPreview(found))
      .catch((error: unknown) => current && setOutcome({ ok: false, message: messageOf(error) }));
    return () => {
      current = false;
    };
  }, [token]);

  const confirm = async () => {
    setSending(true);
    try {
      const done = await apiPost<{ message: string }>(api.owner.confirmHours.href(), { token });
      setOutcome({ ok: true, message: done.message });
      forgetToken();
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error) });
    }
    setSending(false);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PrivatePageSeo page="Confirm your hours" path={pages.ownerConfirmHours.href()} />
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 3 }}>
        Confirm your hours
      </Typography>
      {outcome ? (
        <Alert severity={outcome.ok ? "success" : "error"} role={outcome.ok ? "status" : "alert"}>
          {outcome.message}
        </Alert>
      ) : preview ? (
        <section aria-labelledby="confirm-hours-business">
          <Typography variant="h2" id="confirm-hours-business" sx={{ fontSize: "1.4rem", mb: 1 }}>
            {preview.name}
          </Typography>
          <Typography sx={{ mb: 2 }}>Our directory lists these hours:</Typography>
          <WeekHours schedule={{ hours: preview.hours }} note={preview.hoursNote} now={new Date()} />
          <Button variant="contained" sx={{ mt: 3 }} disabled={sending} onClick={() => void confirm()}>
            {sending ? "Confirming..." : "Yes, these hours are still correct"}
          </Button>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Something changed?{" "}
            <RouterLink to={pages.ownerBusiness.href(preview.businessId)}>Edit the listing</RouterLink> instead.
          </Typography>
        </section>
      ) : (
        <LoadingState text="Loading your listing..." minHeight={200} />
      )}
      <Button component={RouterLink} to={pages.owner.href()} sx={{ mt: 3 }}>
        My businesses
      </Button>
    </Container>
  );
}
