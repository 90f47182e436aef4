/**
 * The event categories staff manage (docs/product.md#event-categories), from the Events tab: add one, rename one
 * (its events move with it; another category's name merges the two), delete one no event is in.
 */
import CategoryIcon from "@mui/icons-material/Category";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { Form, Formik } from "formik";
import { useId, useState } from "react";
import {
  CATEGORY_NAME_MAX,
  eventCategoryInputSchema,
  findCategory,
  type EventCategory,
} from "@main-street/domain/event-categories";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { useEventCategoryChange } from "../api/use-event-categories";
import { useEventCategories } from "../queries";

const validate = zodToFormikValidate<{ name: string }>(eventCategoryInputSchema);

const eventCount = (n: number) => (n === 1 ? "1 event" : `${n} events`);

/** One name field and its button: adding a category, or renaming one. */
function NameForm({
  label,
  submitLabel,
  initial = "",
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: (name: string) => string;
  initial?: string;
  /** Resolves true when saved (the form then clears). */
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  return (
    <Formik
      initialValues={{ name: initial }}
      validate={validate}
      onSubmit={async ({ name }, form) => {
        if (await onSubmit(name.trim())) form.resetForm();
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate>
          <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
            <FormikTextField
              name="name"
              label={label}
              size="small"
              disabled={isSubmitting}
              max={CATEGORY_NAME_MAX}
              sx={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" variant="outlined" disabled={isSubmitting}>
              {submitLabel(values.name)}
            </Button>
            {onCancel && (
              <Button onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
          </Box>
        </Form>
      )}
    </Formik>
  );
}

function CategoryRow({
  category,
  all,
  onRename,
  onDelete,
}: {
  category: EventCategory;
  all: EventCategory[];
  onRename: (to: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  // A name another category has merges this one into it.
  const renameLabel = (name: string) => {
    const other = findCategory(all, name);
    return other && other.id !== category.id ? `Merge into ${other.name}` : "Save name";
  };
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: "1px solid", borderColor: "divider" }}>
      {renaming ? (
        <NameForm
          label={`New name for ${category.name}`}
          initial={category.name}
          submitLabel={renameLabel}
          onSubmit={async (to) => {
            const saved = await onRename(to);
            if (saved) setRenaming(false);
            return saved;
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {eventCount(category.events)}
          </Typography>
          <Button size="small" onClick={() => setRenaming(true)} aria-label={`Rename ${category.name}`}>
            Rename
          </Button>
          {category.events === 0 && (
            <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${category.name}`}>
              Delete
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

export function EventCategoriesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<CategoryIcon />} onClick={() => setOpen(true)}>
        Categories
      </Button>
      {open && <EventCategoriesDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function EventCategoriesDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const list = useEventCategories();
  const change = useEventCategoryChange();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const categories = list.data ?? [];

  const run = async (what: Parameters<typeof change.mutateAsync>[0], done: string, failed: string) => {
    try {
      await change.mutateAsync(what);
      toast({ variant: "success", title: done });
      return true;
    } catch (error) {
      handleError(error, { toast: { title: failed }, signInAgain: true });
      return false;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Event categories</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Each event is in one of these, or in none. Renaming a category moves its events with it; renaming it to
          another category&apos;s name merges the two. A category can be deleted once no event is in it.
        </Typography>
        {list.isPending ? (
          <Typography>Loading categories...</Typography>
        ) : list.isError ? (
          <Typography color="error">The categories could not be loaded.</Typography>
        ) : (
          <Box component="ul" aria-label="Event categories" sx={{ listStyle: "none", p: 0, m: 0, mb: 3 }}>
            {categories.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                all={categories}
                onRename={(to) => {
                  const into = findCategory(categories, to);
                  const merging = into && into.id !== category.id;
                  return run(
                    { rename: category.id, to },
                    merging ? `Merged ${category.name} into ${into.name}` : `Renamed ${category.name} to ${to}`,
                    "Error renaming the category",
                  );
                }}
                onDelete={() =>
                  void run({ remove: category.id }, `Deleted ${category.name}`, "Error deleting the category")
                }
              />
            ))}
          </Box>
        )}
        <NameForm
          label="New category"
          submitLabel={() => "Add category"}
          onSubmit={(name) => run({ add: name }, `Added ${name}`, "Error adding the category")}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
