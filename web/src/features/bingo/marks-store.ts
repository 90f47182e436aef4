/**
 * Which squares this visitor has marked, kept in localStorage by square id (so an admin reordering or editing
 * squares keeps the marks; a removed square's mark is ignored). Storage can be missing or full (private mode):
 * the card then still works for the visit.
 */
const KEY = "bcms:bingo:marks:v1";

export function readMarks(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function writeMarks(ids: Iterable<string>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...ids]));
  } catch {
    // Not saved: the marks last until the page is closed.
  }
}
