/**
 * The reminder e-mail's "still correct" link (docs/product.md#owners): posts its token once and says what happened.
 * No sign-in needed: the signed, single-use token is the permission, and it records only the confirmation.
 */
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { apiPost, asApiError } from "../../lib/api-client";
import { PrivatePageSeo } from "../../widgets/auth";

export function ConfirmHoursPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiPost<{ message: string }>("/api/owner/confirm-hours", { token })
      .then((r) => setResult({ ok: true, message: r.message }))
      .catch((error: unknown) => setResult({ ok: false, message: asApiError(error).message }));
  }, [token]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PrivatePageSeo page="Confirm your hours" path="/owner/confirm-hours" />
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 3 }}>
        Confirm your hours
      </Typography>
      {result === null ? (
        <Typography role="status">Confirming…</Typography>
      ) : (
        <Alert severity={result.ok ? "success" : "error"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </Alert>
      )}
      <Button component={RouterLink} to="/owner" sx={{ mt: 3 }}>
        My businesses
      </Button>
    </Container>
  );
}
