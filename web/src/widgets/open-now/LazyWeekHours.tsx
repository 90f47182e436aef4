/**
 * The week's hours where public pages show them: text only, so its code (the week, the special days and seasons
 * coming up) is not part of the page's first load (scripts/check-bundle.ts). The server renders it in full; React
 * hydrates it on its own once the code has come in idle time, as the footer's subscribe form does. Only a new day
 * re-renders it (the table marks today), so the minute clock never reaches a part still waiting for its code.
 */
import { lazy, memo, Suspense } from "react";
import { siteWallClock } from "@main-street/domain/site-clock";
import type { WeekHoursProps } from "./WeekHours";

const Loaded = lazy(() => import("./WeekHours").then((module) => ({ default: module.WeekHours })));

const sameDay = (a: WeekHoursProps, b: WeekHoursProps) =>
  a.schedule === b.schedule && a.note === b.note && siteWallClock(a.now).date === siteWallClock(b.now).date;

export const WeekHours = memo(function LazyWeekHours(props: WeekHoursProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}, sameDay);
