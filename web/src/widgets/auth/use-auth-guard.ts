/** The access rules of /admin and /profile: docs/product.md#roles. */
import type { User } from "@main-street/domain/user";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { pages } from "@main-street/domain/paths";
import { useSignedOutRedirect } from "../../lib/use-signed-out-redirect";
import { useToast } from "../../lib/use-toast";
import { useCurrentUser } from "./use-current-user";

const HOME_REDIRECT_MS = 1000;

export type GuardState =
  { status: "checking" } | { status: "refused" } | { status: "allowed"; user: User; isAdmin: boolean };

export function useAuthGuard({ requireAdmin }: { requireAdmin: boolean }): GuardState {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const signedOut = useSignedOutRedirect();
  const handled = useRef(false);

  const refusal = isLoading ? null : !user ? "signed-out" : requireAdmin && !isAdmin ? "not-admin" : null;

  useEffect(() => {
    if (!refusal || handled.current) return;
    handled.current = true;
    if (refusal === "signed-out") {
      signedOut();
      return;
    }
    toast({ variant: "error", title: "Access Denied", message: "Admin access required." });
    // Not cleared on unmount: the refusal is final even if the page re-renders meanwhile.
    window.setTimeout(() => navigate(pages.home.href(), { replace: true }), HOME_REDIRECT_MS);
  }, [refusal, toast, navigate, signedOut]);

  if (isLoading) return { status: "checking" };
  if (refusal || !user) return { status: "refused" };
  return { status: "allowed", user, isAdmin };
}
