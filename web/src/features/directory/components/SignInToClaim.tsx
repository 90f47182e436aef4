import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { api, pages } from "@main-street/domain/paths";

/**
 * A signed-out visitor's way to claim a listing (docs/product.md#owners): sign in, then claim it. Signing in comes
 * back to the page's #claim, where the claim form opens by itself (owner/widget/OwnerActions.tsx).
 */
export function SignInToClaim({ businessId }: { businessId: string }) {
  return (
    <Typography>
      Own this business?{" "}
      <Link href={api.login.href(`${pages.business.href(businessId)}#claim`)} sx={{ fontWeight: 600 }}>
        Sign in to claim it
      </Link>
      , then tell us who you are: the office checks each claim before you can edit the listing.
    </Typography>
  );
}
