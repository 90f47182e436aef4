/** The only page that loads the Firebase web SDK (lazily, like every page). */
import Container from "@mui/material/Container";
import { PrivatePageSeo } from "../../widgets/auth";
import { FirebaseProviders } from "./FirebaseProviders";
import { useSearchParams } from "react-router-dom";
import { safeReturnPath } from "@main-street/domain/auth";
import { pages } from "@main-street/domain/paths";
import { useWebConfig } from "./queries";
import { GoogleSignIn } from "./GoogleSignIn";
import { TestAccountSignIn } from "./TestAccountSignIn";

export default function LoginPage() {
  const [params] = useSearchParams();
  const config = useWebConfig();
  // /login?method=test: offline sign-in, only where the Auth emulator is in use.
  const testSignIn = params.get("method") === "test" && Boolean(config.data?.authEmulatorUrl);
  const returnTo = safeReturnPath(params.get("returnTo"), window.location.origin);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <PrivatePageSeo page="Sign In" path={pages.login.href()} />
      <FirebaseProviders>{testSignIn ? <TestAccountSignIn returnTo={returnTo} /> : <GoogleSignIn />}</FirebaseProviders>
    </Container>
  );
}
