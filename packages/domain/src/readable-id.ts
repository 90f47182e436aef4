/**
 * Readable addresses for new records (docs/product.md#readable-addresses): an id made from the title, like the
 * seed's ("first-friday-art-walk"), with "-2", "-3", … when another record already has it. Ids already stored keep
 * working: nothing is renamed.
 */

/** Long enough to name the record, short enough for a link someone reads aloud. */
const MAX_LENGTH = 60;

/** "Wine Walk & Tasting — Fall '26" → "wine-walk-tasting-fall-26"; `fallback` when nothing of the title is left. */
export function idFromTitle(title: string, fallback: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let id = "";
  for (const word of words) {
    const next = id ? `${id}-${word}` : word;
    if (next.length > MAX_LENGTH) break;
    id = next;
  }
  // A first word longer than the limit is cut rather than lost.
  if (!id && words[0]) id = words[0].slice(0, MAX_LENGTH);
  return id || fallback;
}

/** The ids to try in order: "wine-walk", "wine-walk-2", … "wine-walk-{count}". */
export function idCandidates(base: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`));
}
