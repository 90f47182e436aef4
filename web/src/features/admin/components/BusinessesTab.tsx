/** SPEC 2 Businesses tab: Add Business, then each business's name, excerpt, category, subcategory, address, phone, website, tags and Featured. */
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { adminExcerpt } from "../admin-excerpt";
import { useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadingState } from "../../../components/LoadingState";
import { visuallyHidden } from "../../../components/visually-hidden";
import { useToast } from "../../../lib/use-toast";
import { useAllBusinesses } from "../../directory";
import { useDeleteBusiness } from "../api/use-business-mutations";
import { useFailureToast } from "../../auth";
import { AddBusinessDialog } from "./AddBusinessDialog";
import { AdminListRow, TabHeading } from "./AdminListRow";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";

export function BusinessesTab() {
  const businesses = useAllBusinesses();
  const remove = useDeleteBusiness();
  const toast = useToast();
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Business | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: "success", title: "Business deleted successfully!" });
    } catch (error) {
      failed(error, "Error deleting business", { unauthorizedSpecialCase: true });
    }
    setDeleting(null);
  };

  return (
    <>
      <TabHeading
        title="Businesses"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Business
          </Button>
        }
      />
      {businesses.isPending ? (
        <LoadingState text="Loading businesses..." />
      ) : businesses.isError ? (
        <EmptyState title="Businesses could not be loaded" hint="Please reload the page to try again." />
      ) : businesses.data.length === 0 ? (
        <EmptyState title="No businesses found" hint="Add the first business with the Add Business button." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Businesses">
          {businesses.data.map((b) => (
            <AdminListRow
              key={b.id}
              name={b.name}
              editTo={`/admin/businesses/edit/${b.id}`}
              onDelete={() => setDeleting(b)}
            >
              <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 0.5 }}>
                <Typography variant="h6" component="h3">
                  {b.name}
                </Typography>
                <Chip size="small" label={CATEGORY_LABELS[b.category]} />
                {b.subcategory && <Chip size="small" variant="outlined" label={b.subcategory} />}
                {b.featured === "true" && <Chip size="small" color="warning" label="Featured" />}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {adminExcerpt(b.excerpt, b.description)}
              </Typography>
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
            </AdminListRow>
          ))}
        </Stack>
      )}
      <AddBusinessDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDeleteDialog
        what="business"
        name={deleting?.name ?? null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
