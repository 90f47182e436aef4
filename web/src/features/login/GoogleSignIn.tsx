/**
 * Runs the Google redirect sign-in: first visit → off to Google (the Auth emulator's page locally);
 * back again → the ID token becomes the session cookie and the visitor returns to `returnTo`.
 */
import GoogleIcon from "@mui/icons-material/Google";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { safeReturnPath } from "@main-street/domain/auth";
import { GoogleAuthProvider, getRedirectResult, signInWithRedirect, type Auth } from "firebase/auth";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "reactfire";
import { LoadingState } from "../../components/LoadingState";
import { ApiError } from "../../lib/api-client";
import { createSession } from "./create-session";

/** Set while the visitor is away at Google, so coming back without a result shows a choice instead of looping. */
const STARTED_KEY = "signin-started";

type Step = { kind: "working" } | { kind: "not-completed" } | { kind: "failed"; message: string };

function startRedirect(auth: Auth): Promise<never> {
  sessionStorage.setItem(STARTED_KEY, "1");
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  return signInWithRedirect(auth, provider);
}

export function GoogleSignIn() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get("returnTo"), window.location.origin);
  const [step, setStep] = useState<Step>({ kind: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; the flow must run once
    started.current = true;
    (async () => {
      const result = await getRedirectResult(auth);
      if (result) {
        sessionStorage.removeItem(STARTED_KEY);
        await createSession(auth, result.user);
        window.location.replace(returnTo);
      } else if (sessionStorage.getItem(STARTED_KEY)) {
        sessionStorage.removeItem(STARTED_KEY);
        setStep({ kind: "not-completed" });
      } else {
        await startRedirect(auth);
      }
    })().catch((error: unknown) => {
      sessionStorage.removeItem(STARTED_KEY);
      const message =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : "Sign-in failed. Please try again.";
      setStep({ kind: "failed", message });
    });
  }, [auth, returnTo]);

  if (step.kind === "working") return <LoadingState text="Signing you in..." />;
  return (
    <Box sx={{ textAlign: "center" }}>
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 3 }}>
        Sign In
      </Typography>
      <Alert severity={step.kind === "failed" ? "error" : "info"} sx={{ mb: 3, textAlign: "left" }}>
        {step.kind === "failed" ? step.message : "Sign-in was not completed."}
      </Alert>
      <Box sx={{ display: "flex", gap: 1.5, justifyContent: "center", flexWrap: "wrap" }}>
        <Button
          variant="contained"
          startIcon={<GoogleIcon />}
          onClick={() => {
            setStep({ kind: "working" });
            startRedirect(auth).catch(() => setStep({ kind: "failed", message: "Sign-in failed. Please try again." }));
          }}
        >
          Sign in with Google
        </Button>
        <Button variant="outlined" href={returnTo}>
          Back to the site
        </Button>
      </Box>
    </Box>
  );
}
