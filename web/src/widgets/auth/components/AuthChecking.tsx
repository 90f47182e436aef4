import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { LoadingState } from "../../../components/LoadingState";

export function AuthChecking({ refused = false }: { refused?: boolean }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: "center" }}>
      {refused && (
        <Typography variant="h1" sx={{ fontSize: "2rem" }}>
          Access Required
        </Typography>
      )}
      <LoadingState text="Checking authentication..." />
    </Container>
  );
}
