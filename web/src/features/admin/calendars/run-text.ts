/** A calendar's run as the Calendars tab says it (docs/product.md#importing-calendars). */
import type { CalendarRun } from "@main-street/domain/calendar-sources";
import { pacificTime } from "../inbox/format";

/** What the run changed: '3 added, 1 updated, 0 cancelled, 2 sent to the inbox'. */
export function runCounts(run: CalendarRun): string {
  return `${run.added} added, ${run.updated} updated, ${run.cancelled} cancelled, ${run.inbox} sent to the inbox`;
}

/** The source's last run in one line: when, and what it changed or why it failed. */
export function lastRunText(run: CalendarRun | null): string {
  if (!run) return "Not imported yet";
  const when = pacificTime(run.at);
  return run.error ? `Failed ${when}: ${run.error}` : `Imported ${when}: ${runCounts(run)}`;
}
