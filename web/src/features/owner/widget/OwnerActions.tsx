/**
 * On a business page, for a signed-in visitor (docs/product.md#owners): its owners get "Edit your listing", anyone
 * else "Own this business? Claim it". Signed-out visitors see nothing (the server renders every visitor signed out).
 * The claim form is loaded when opened.
 */
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import { lazy, Suspense, useState } from "react";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";
import { useCurrentUser } from "../../../widgets/auth";
import { useOwnedBusinesses } from "./api";

const ClaimDialog = lazy(() => import("./ClaimDialog"));

export function OwnerActions({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { user } = useCurrentUser();
  const owned = useOwnedBusinesses(user !== null);
  const [claiming, setClaiming] = useState(false);
  if (!user || !owned.data) return null;
  const mine = owned.data.some((o) => o.business.id === businessId);
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      {mine ? (
        <Button to={pages.ownerBusiness.href(businessId)} variant="contained" startIcon={<EditIcon />}>
          Edit your listing
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => setClaiming(true)}>
          Own this business? Claim it
        </Button>
      )}
      {claiming && (
        <Suspense fallback={null}>
          <ClaimDialog businessId={businessId} businessName={businessName} onClose={() => setClaiming(false)} />
        </Suspense>
      )}
    </Box>
  );
}
