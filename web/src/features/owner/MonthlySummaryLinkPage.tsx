/**
 * The monthly summary e-mail's opt-out link (docs/product.md#listing-statistics): the page turns the summary off as
 * it opens (a request of its own, so a mail scanner fetching the address changes nothing), says so, and offers to
 * turn it back on. No sign-in: the signed token is the permission; it leaves the address bar at once.
 */
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { SummaryLinkOutcome } from "@main-street/domain/listing-stats-read";
import { api, pages } from "@main-street/domain/paths";
import { LoadingState } from "../../components/LoadingState";
import { apiPost, asApiError } from "../../lib/api-client";
import { PrivatePageSeo } from "../../widgets/auth";
import { useLinkToken } from "../../lib/link-token";

const BAD_LINK = "This link is not valid. Please use the link in your most recent e-mail.";

type Shown = { ok: true; outcome: SummaryLinkOutcome } | { ok: false; message: string };

export function MonthlySummaryLinkPage() {
  const [token] = useLinkToken();
  const [shown, setShown] = useState<Shown | null>(token ? null : { ok: false, message: BAD_LINK });
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (on: boolean) => {
      setSending(true);
      try {
        const outcome = await apiPost<SummaryLinkOutcome>(api.owner.monthlySummaryLink.href(), { token, send: on });
        setShown({ ok: true, outcome });
      } catch (error) {
        const message = asApiError(error).serverMessage ?? "Something went wrong on our side. Please try again.";
        setShown({ ok: false, message });
      }
      setSending(false);
    },
    [token],
  );

  useEffect(() => {
    if (token) void send(false);
  }, [token, send]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PrivatePageSeo page="Monthly summary e-mail" path={pages.ownerMonthlySummary.href()} />
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 3 }}>
        Monthly summary e-mail
      </Typography>
      {shown === null ? (
        <LoadingState text="Turning off the monthly summary..." minHeight={160} />
      ) : shown.ok ? (
        <>
          <Alert severity="success" role="status">
            {shown.outcome.message}
          </Alert>
          <Button
            variant={shown.outcome.send ? "outlined" : "contained"}
            sx={{ mt: 3 }}
            disabled={sending}
            onClick={() => void send(!shown.outcome.send)}
          >
            {shown.outcome.send ? "Stop the monthly summary" : "Send it to me again"}
          </Button>
        </>
      ) : (
        <Alert severity="error" role="alert">
          {shown.message}
        </Alert>
      )}
      <Button component={RouterLink} to={pages.owner.href()} sx={{ mt: 3, display: "block", width: "fit-content" }}>
        My businesses
      </Button>
    </Container>
  );
}
