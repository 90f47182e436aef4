/**
 * On a business page, for a signed-in visitor (docs/product.md#owners): its owners get "Edit your listing", anyone
 * else "Own this business? Claim it" (the page itself tells signed-out visitors to sign in first). The claim form is
 * loaded when opened.
 */
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";
import { useCurrentUser } from "../../../widgets/auth";
import { MY_LISTINGS_KEY, useMyListings } from "./api";

const ClaimDialog = lazy(() => import("./ClaimDialog"));

export function OwnerActions({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { user } = useCurrentUser();
  const mineQuery = useMyListings(user !== null);
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState(false);
  if (!user || !mineQuery.data) return null;
  const mine = mineQuery.data.businesses.some((b) => b.id === businessId);
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
          <ClaimDialog
            businessId={businessId}
            businessName={businessName}
            onClose={() => {
              setClaiming(false);
              // A claim sent shows in the user menu and the profile.
              void queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY });
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
