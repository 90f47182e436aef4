/**
 * How a visitor who isn't signed in claims a business (docs/product.md#owners): sign in, then claim. The link signs
 * in and comes back to this page's #claim, where the claim form opens by itself.
 */
import LoginIcon from "@mui/icons-material/Login";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { api, pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";

export function ClaimSignIn({ businessId }: { businessId: string }) {
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
      <Typography sx={{ fontWeight: 600 }}>Own this business?</Typography>
      <Typography color="text.secondary" sx={{ flexBasis: { xs: "100%", sm: "auto" } }}>
        Sign in with Google, then claim it: the office checks every claim before you can edit the listing.
      </Typography>
      <Button
        href={api.login.href(`${pages.business.href(businessId)}#claim`)}
        variant="outlined"
        startIcon={<LoginIcon />}
      >
        Sign in to claim it
      </Button>
    </Box>
  );
}
