/**
 * A kind's admin tab (docs/product.md#admin): 'Add …', then each record's name, badges, excerpt and details, with
 * Edit (to the edit screen) and Delete (after a confirmation).
 */
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FormikValues } from "formik";
import { useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { QueryContent } from "../../../components/LoadFailure";
import { LoadingState } from "../../../components/LoadingState";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { adminExcerpt } from "../admin-excerpt";
import { useDeleteRecord } from "../api/use-record-mutations";
import { recordTexts } from "../forms/record-texts";
import { adminEditPath, type AdminListable, type AdminRecordConfig } from "../records/admin-record";
import { AddRecordDialog } from "./AddRecordDialog";
import { AdminListRow, TabHeading } from "./AdminListRow";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";

type Props<R extends AdminListable, Values extends FormikValues> = { record: AdminRecordConfig<R, Values> };

function RecordSummary<R extends AdminListable, Values extends FormikValues>({
  record,
  item,
}: Props<R, Values> & { item: R }) {
  const { Details } = record;
  return (
    <>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 0.5 }}>
        <Typography variant="h6" component="h3">
          {record.nameOf(item)}
        </Typography>
        {record.badges(item).map((badge, index) => (
          <Chip key={index} size="small" variant={badge.outlined ? "outlined" : "filled"} label={badge.label} />
        ))}
        {item.featured === "true" && <Chip size="small" color="warning" label="Featured" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {adminExcerpt(item.excerpt, item.description)}
      </Typography>
      <Details record={item} />
    </>
  );
}

export function RecordsTab<R extends AdminListable, Values extends FormikValues>({ record }: Props<R, Values>) {
  const { kind } = record.form;
  const texts = recordTexts(kind);
  const list = record.useList();
  const remove = useDeleteRecord(kind);
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<R | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: "success", title: texts.deleted });
    } catch (error) {
      handleError(error, { toast: { title: texts.deleteFailed }, signInAgain: record.signInAgainOnDelete });
    }
    setDeleting(null);
  };

  return (
    <>
      <TabHeading
        title={kind.plural}
        action={
          <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
            {record.TabActions && <record.TabActions />}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {texts.add}
            </Button>
          </Box>
        }
      />
      <QueryContent query={list} loading={<LoadingState text={texts.loading} />} failedTitle={texts.loadFailed}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={record.emptyTitle} hint={texts.emptyHint} />
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={kind.plural}>
              {items.map((item) => (
                <AdminListRow
                  key={item.id}
                  name={record.nameOf(item)}
                  editTo={adminEditPath(kind, item.id)}
                  onDelete={() => setDeleting(item)}
                >
                  <RecordSummary record={record} item={item} />
                </AdminListRow>
              ))}
            </Stack>
          )
        }
      </QueryContent>
      <AddRecordDialog record={record} open={adding} onClose={() => setAdding(false)} />
      <ConfirmDeleteDialog
        what={texts.one}
        name={deleting ? record.nameOf(deleting) : null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
