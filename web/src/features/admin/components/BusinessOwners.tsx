/**
 * A business's owners, under its edit screen (docs/product.md#owners): staff can remove one, at once (every owner
 * request checks ownership).
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Business } from "@main-street/domain/business";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { refreshBusinessOwners, useBusinessOwners } from "../queries";
import { useStaffAction } from "./use-staff-action";

export function BusinessOwners({ record }: { record: Business }) {
  const client = useQueryClient();
  const run = useStaffAction();
  const owners = useBusinessOwners(record.id);
  const remove = useMutation({
    mutationFn: (uid: string) => apiRequest<void>("DELETE", api.admin.businessOwner.href(record.id, uid)),
    onSuccess: () => refreshBusinessOwners(client, record.id),
  });
  return (
    <Box component="section" aria-labelledby="owners-title">
      <Typography variant="h2" id="owners-title" sx={{ fontSize: "1.3rem", mb: 1 }}>
        Owners
      </Typography>
      {owners.data?.length === 0 && <Typography>No owners. Visitors can claim this business from its page.</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {owners.data?.map((o) => (
          <li key={o.uid}>
            {o.name} ({o.email}), since {formatDate(o.since)}{" "}
            <Button
              size="small"
              color="error"
              disabled={remove.isPending}
              onClick={() => void run(remove.mutateAsync(o.uid), "Owner removed")}
            >
              Remove {o.email}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
