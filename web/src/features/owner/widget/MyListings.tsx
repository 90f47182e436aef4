/**
 * The way into the owners' area (docs/product.md#owners): the user menu's entries and the profile's card list the
 * listings the account owns (each to its edit screen) and its claims waiting for review (each to its page).
 */
import HourglassIcon from "@mui/icons-material/HourglassEmpty";
import StorefrontIcon from "@mui/icons-material/Storefront";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import type { ReactElement } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useMyListings } from "./queries";

/** Menu entries (an array, as MUI's Menu wants its items): My businesses, then each waiting claim. */
export function useMyListingsMenuItems(onNavigate: () => void): ReactElement[] {
  const { data } = useMyListings();
  if (!data) return [];
  const items: ReactElement[] = [];
  if (data.businesses.length > 0) {
    items.push(
      <MenuItem key="owner" component={RouterLink} to={pages.owner.href()} onClick={onNavigate}>
        <ListItemIcon>
          <StorefrontIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary="My businesses"
          secondary={data.businesses.map((b) => b.name).join(", ")}
          slotProps={{ secondary: { noWrap: true, sx: { maxWidth: 220 } } }}
        />
      </MenuItem>,
    );
  }
  for (const claim of data.pendingClaims) {
    items.push(
      <MenuItem
        key={`claim-${claim.businessId}`}
        component={RouterLink}
        to={pages.business.href(claim.businessId)}
        onClick={onNavigate}
      >
        <ListItemIcon>
          <HourglassIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={`Claim: ${claim.businessName}`} secondary="Waiting for review" />
      </MenuItem>,
    );
  }
  return items;
}

/**
 * The profile's card: what the account owns and has claimed, or how to claim a listing. Its links are underlined:
 * one sits in a sentence, where colour alone wouldn't tell it from the text (axe's link-in-text-block).
 */
export function MyListingsLinks() {
  const { data } = useMyListings();
  if (!data) return null;
  const { businesses, pendingClaims } = data;
  return (
    <Card component="section" aria-labelledby="my-listings-title" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h2" id="my-listings-title" sx={{ fontSize: "1.25rem", mb: 1.5 }}>
        Your businesses
      </Typography>
      {businesses.length > 0 && (
        <>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}>
            {businesses.map((b) => (
              <li key={b.id}>
                <Link component={RouterLink} underline="always" to={pages.ownerBusiness.href(b.id)}>
                  Edit {b.name}
                </Link>
              </li>
            ))}
          </Box>
          <Link
            component={RouterLink}
            underline="always"
            to={pages.owner.href()}
            sx={{ display: "inline-block", mt: 1.5 }}
          >
            Open My businesses
          </Link>
        </>
      )}
      {pendingClaims.length > 0 && (
        <>
          <Typography component="h3" sx={{ fontWeight: 700, mt: businesses.length ? 2 : 0 }}>
            Claims waiting for review
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {pendingClaims.map((c) => (
              <li key={c.businessId}>
                <Link component={RouterLink} underline="always" to={pages.business.href(c.businessId)}>
                  {c.businessName}
                </Link>
              </li>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The Main Street office e-mails you once they have checked a claim.
          </Typography>
        </>
      )}
      {businesses.length === 0 && pendingClaims.length === 0 && (
        <Typography color="text.secondary">
          Own a business in the directory? Open its page and choose &ldquo;Own this business? Claim it&rdquo;.{" "}
          {/* In a sentence: underlined, so it shows as a link without relying on its colour (WCAG 1.4.1). */}
          <Link component={RouterLink} to={pages.directory.href()} underline="always">
            Browse the directory
          </Link>
        </Typography>
      )}
    </Card>
  );
}
