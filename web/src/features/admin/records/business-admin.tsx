/** Businesses in the admin area (docs/product.md#admin): the list shows category, subcategory, contact and tags. */
import StorefrontIcon from "@mui/icons-material/Storefront";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { pages } from "@main-street/domain/paths";
import { visuallyHidden } from "../../../components/visually-hidden";
import { useAllBusinesses } from "../../../lib/queries";
import { BusinessFields } from "../components/BusinessFields";
import { BusinessOwnersAndHistory } from "../components/BusinessOwnersAndHistory";
import { businessForm } from "../forms/business-form";
import { defineAdminRecord } from "./define-admin-record";

function BusinessDetails({ record: b }: { record: Business }) {
  return (
    <>
      <Typography variant="body2">
        {[b.address, b.phone].filter(Boolean).join(" · ")}
        {b.website && (
          <>
            {(b.address || b.phone) && " · "}
            <Link href={b.website} target="_blank" rel="noopener noreferrer">
              Website
              <Box component="span" sx={visuallyHidden}>
                {` for ${b.name} (opens in a new tab)`}
              </Box>
            </Link>
          </>
        )}
      </Typography>
      {b.tags.length > 0 && (
        <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 1 }} aria-label="Tags">
          {b.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Box>
      )}
    </>
  );
}

export const businessAdmin = defineAdminRecord({
  form: businessForm,
  nameOf: (business: Business) => business.name,
  publicPath: (id) => pages.business.href(id),
  useList: useAllBusinesses,
  Fields: BusinessFields,
  badges: (business) => [
    { label: CATEGORY_LABELS[business.category] },
    ...(business.subcategory ? [{ label: business.subcategory, outlined: true }] : []),
  ],
  Details: BusinessDetails,
  EditExtras: BusinessOwnersAndHistory,
  emptyTitle: "No businesses found",
  notFoundHint: "The business you're looking for doesn't exist or has been removed.",
  notFoundIcon: <StorefrontIcon />,
  signInAgainOnDelete: true,
});
