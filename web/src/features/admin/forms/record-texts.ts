/**
 * The texts every admin record screen shows, built from the kind's label as docs/product.md#admin,
 * #edit-screens and #messages word them ('Business created successfully!', 'Error deleting event', …).
 */
import type { RecordKind } from "@main-street/domain/records";

export function recordTexts({ label, plural }: Pick<RecordKind, "label" | "plural">) {
  const one = label.toLowerCase();
  const many = plural.toLowerCase();
  return {
    /** The confirmation's 'Delete this {one}?'. */
    one,
    add: `Add ${label}`,
    create: `Create ${label}`,
    created: `${label} created successfully!`,
    createFailed: `Error creating ${one}`,
    deleted: `${label} deleted successfully!`,
    deleteFailed: `Error deleting ${one}`,
    loading: `Loading ${many}...`,
    loadFailed: `${plural} could not be loaded`,
    emptyHint: `Add the first ${one} with the Add ${label} button.`,
    edit: `Edit ${label}`,
    editForm: `Edit ${one}`,
    saved: `${label} Saved!`,
    saveFailed: `Failed to update ${one}`,
    view: `View This ${label}`,
    notFound: `${label} Not Found`,
    backToList: `Back to ${plural}`,
  };
}
