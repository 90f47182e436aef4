import { logger } from "firebase-functions";
import { siteNow } from "../platform/clock";
import { importSource } from "./import-source";
import { listSources } from "./sources";

/** The hourly job's bound: sources not reached in time go first next hour (the oldest run first). */
const JOB_BUDGET_MS = 240_000;

/** The hourly `importCalendars` job (index.ts): every source, the longest unrun first, each on its own. */
export async function importCalendars(now = siteNow): Promise<number> {
  const started = now().getTime();
  const due = (await listSources()).sort((a, b) => (a.lastRun?.at ?? "").localeCompare(b.lastRun?.at ?? ""));
  let ran = 0;
  for (const source of due) {
    if (now().getTime() - started > JOB_BUDGET_MS) break;
    try {
      await importSource(source.id, now());
      ran += 1;
    } catch (error) {
      logger.error("calendar import failed", {
        source: source.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return ran;
}
