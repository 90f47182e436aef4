/** Featured is 'true' or 'false', chosen by a Yes/No select (docs/product.md#forms). */
import { NativeSelectField } from "./NativeSelectField";

const OPTIONS = [
  ["false", "No"],
  ["true", "Yes"],
] as const;

export function FeaturedSelect({ disabled = false }: { disabled?: boolean }) {
  return <NativeSelectField name="featured" label="Featured" disabled={disabled} options={OPTIONS} />;
}
