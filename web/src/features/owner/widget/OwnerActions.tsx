/**
 * On a business page, for a signed-in visitor (docs/product.md#owners): its owners get "Edit your listing", anyone
 * else "Own this business? Claim it" (signed-out visitors are shown how to sign in and claim, by the page itself).
 * The claim form is loaded when opened, and opens by itself on the page's #claim address, where signing in to
 * claim returns. Once the claim is sent the page says so instead of offering it again.
 */
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useEffect, useState } from "react";
import { pages } from "@main-street/domain/paths";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "../../../components/Button";
import { useCurrentUser } from "../../../widgets/auth";
import { useOwnedBusinesses } from "./api";

const ClaimDialog = lazy(() => import("./ClaimDialog"));

/** The hash a business page's "Sign in to claim" returns to. */
const CLAIM_HASH = "#claim";

export function OwnerActions({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { user } = useCurrentUser();
  const owned = useOwnedBusinesses(user !== null);
  const [claiming, setClaiming] = useState(false);
  const [claimed, setClaimed] = useState<string | null>(null);
  const mine = owned.data?.some((o) => o.business.id === businessId) ?? false;
  const ready = user !== null && owned.data !== undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const back = location.hash === CLAIM_HASH;

  useEffect(() => {
    if (!ready || !back) return;
    // Back from signing in to claim: open the form once, and take the hash away so a reload doesn't again.
    void navigate({ search: location.search, hash: "" }, { replace: true, preventScrollReset: true });
    if (!mine) setClaiming(true);
  }, [ready, back, mine, navigate, location.search]);

  if (!ready) return null;
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
      {mine ? (
        <Button to={pages.ownerBusiness.href(businessId)} variant="contained" startIcon={<EditIcon />}>
          Edit your listing
        </Button>
      ) : claimed ? (
        <Typography role="status">{claimed}</Typography>
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
            onClose={() => setClaiming(false)}
            onDone={setClaimed}
          />
        </Suspense>
      )}
    </Box>
  );
}
