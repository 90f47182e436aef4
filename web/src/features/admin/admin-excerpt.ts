import { stripHtml } from "@main-street/domain/text";

/** The admin lists' excerpt (docs/product.md#admin): the excerpt, else the description without markup. */
export function adminExcerpt(excerpt: string | null | undefined, description: string | null | undefined): string {
  if (excerpt && excerpt.trim()) return excerpt;
  const text = stripHtml(description);
  return text.length > 150 ? `${text.slice(0, 150)}...` : text;
}
