/**
 * reactfire's Firebase app and Auth providers, configured from GET /api/config. Only the lazy sign-in page
 * uses this, so the public pages never load the Firebase web SDK.
 */
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import { firebaseOptionsFor, type WebConfig } from "@main-street/domain/auth";
import type { ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider, useFirebaseApp } from "reactfire";
import { LoadingState } from "../../components/LoadingState";
import { useWebConfig } from "./queries";
import { webAuth } from "./web-auth";

function WithAuth({ config, children }: { config: WebConfig; children: ReactNode }) {
  const app = useFirebaseApp();
  return <AuthProvider sdk={webAuth(app, config.authEmulatorUrl)}>{children}</AuthProvider>;
}

export function FirebaseProviders({ children }: { children: ReactNode }) {
  const config = useWebConfig();
  if (config.isPending) return <LoadingState text="Loading..." />;
  if (config.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error">Sign-in is unavailable right now. Please try again in a moment.</Alert>
      </Container>
    );
  }
  return (
    <FirebaseAppProvider firebaseConfig={firebaseOptionsFor(config.data, window.location.host)}>
      <WithAuth config={config.data}>{children}</WithAuth>
    </FirebaseAppProvider>
  );
}
