/**
 * On a business page, for a signed-in visitor (docs/product.md#owners): its owners get "Edit your listing", anyone
 * else "Own this business? Claim it" (the page itself tells signed-out visitors to sign in first, returning to its
 * #claim, where the form opens by itself). A claim of theirs waiting for review is said instead of the offer, from
 * the moment it is sent. The claim form is loaded when opened.
 */
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";
import { useCurrentUser } from "../../../widgets/auth";
import { refreshMyListings, useMyListings } from "./queries";

const ClaimDialog = lazy(() => import("./ClaimDialog"));

/** The hash a business page's "Sign in to claim it" returns to. */
const CLAIM_HASH = "#claim";

const WAITING = "Your claim is with the Main Street office: they will check it and e-mail you.";

export function OwnerActions({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { user } = useCurrentUser();
  const mineQuery = useMyListings(user !== null);
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState(false);
  const [claimed, setClaimed] = useState<string | null>(null);
  const ready = user !== null && mineQuery.data !== undefined;
  const mine = mineQuery.data?.businesses.some((b) => b.id === businessId) ?? false;
  const waiting = mineQuery.data?.pendingClaims.some((c) => c.businessId === businessId) ?? false;
  const location = useLocation();
  const navigate = useNavigate();
  const back = location.hash === CLAIM_HASH;

  useEffect(() => {
    if (!ready || !back) return;
    // Back from signing in to claim: open the form once, and take the hash away so a reload doesn't again.
    void navigate({ search: location.search, hash: "" }, { replace: true, preventScrollReset: true });
    if (!mine && !waiting) setClaiming(true);
  }, [ready, back, mine, waiting, navigate, location.search]);

  if (!ready) return null;
  const done = claimed ?? (waiting ? WAITING : null);
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
      {mine ? (
        <Button to={pages.ownerBusiness.href(businessId)} variant="contained" startIcon={<EditIcon />}>
          Edit your listing
        </Button>
      ) : done ? (
        <Typography role="status">{done}</Typography>
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
            onDone={(message) => {
              setClaimed(message);
              // A claim sent shows in the user menu and the profile.
              void refreshMyListings(queryClient);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
