import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { api, pages } from "@main-street/domain/paths";

/** A signed-out visitor's way to claim a listing (docs/product.md#owners): sign in, and come back to claim it. */
export function SignInToClaim({ businessId }: { businessId: string }) {
  return (
    <Typography>
      Own this business?{" "}
      <Link href={api.login.href(pages.business.href(businessId))} sx={{ fontWeight: 600 }}>
        Sign in to claim it
      </Link>
    </Typography>
  );
}
