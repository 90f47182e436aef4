/** /login (lazy): Google sign-in with the Firebase web SDK, then back to where the visitor came from (SPEC 2). */
import Container from "@mui/material/Container";
import { FirebaseProviders } from "../auth/firebase/FirebaseProviders";
import { PrivatePageSeo } from "../auth/components/PrivatePageSeo";
import { GoogleSignIn } from "./GoogleSignIn";

export default function LoginPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <PrivatePageSeo page="Sign In" path="/login" />
      <FirebaseProviders>
        <GoogleSignIn />
      </FirebaseProviders>
    </Container>
  );
}
