/** The confirmation step before a delete: names what goes, and says it can't be undone. */
import { ConfirmDialog } from "./ConfirmDialog";

export function ConfirmDeleteDialog({
  what,
  name,
  deleting,
  onConfirm,
  onClose,
}: {
  /** 'event' or 'business'. */
  what: string;
  /** The item's title or name, or null when the dialog is closed. */
  name: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={`Delete this ${what}?`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      color="error"
      busy={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      “{name}” will be removed from the site. This cannot be undone.
    </ConfirmDialog>
  );
}
