/**
 * My businesses' switch for the monthly summary e-mail (docs/product.md#listing-statistics): on unless the owner
 * turned it off, here or with the e-mail's own link.
 */
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import Card from "@mui/material/Card";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SummarySetting } from "@main-street/domain/listing-stats-read";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../lib/api-client";
import { useApiErrorHandler } from "../../lib/use-api-error-handler";
import { useToast } from "../../lib/use-toast";
import { showMonthlySummary, useMonthlySummary } from "./queries";

export function MonthlySummarySetting() {
  const client = useQueryClient();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const setting = useMonthlySummary();
  const save = useMutation({
    mutationFn: (send: boolean) => apiRequest<SummarySetting>("PUT", api.owner.monthlySummary.href(), { send }),
    onSuccess: (saved) => {
      showMonthlySummary(client, saved);
      toast({ variant: "success", title: saved.send ? "Monthly summary on" : "Monthly summary off" });
    },
    onError: (error) => handleError(error, { toast: { title: "Error" } }),
  });
  return (
    <Card component="section" aria-labelledby="monthly-summary-title" sx={{ p: 3, mt: 3 }}>
      <Typography variant="h2" id="monthly-summary-title" sx={{ fontSize: "1.3rem", mb: 1 }}>
        Monthly summary e-mail
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        On the 1st of each month we e-mail you last month's figures for each of your listings.
      </Typography>
      {setting.isError ? (
        <Typography role="alert">Your e-mail setting could not be loaded. Please try again.</Typography>
      ) : (
        <FormControlLabel
          control={
            <Switch
              checked={save.isPending ? save.variables : (setting.data?.send ?? true)}
              disabled={setting.isPending || save.isPending}
              onChange={(event) => save.mutate(event.target.checked)}
            />
          }
          label="Send me the monthly summary"
        />
      )}
    </Card>
  );
}
