/** The small "Cancelled" label of an event called off (docs/product.md#importing-calendars): kept, never hidden. */
import { Tag } from "./Tag";

export function CancelledTag({ size }: { size?: "small" | "medium" }) {
  return <Tag size={size} label="Cancelled" sx={{ bgcolor: "error.dark", color: "common.white" }} />;
}
