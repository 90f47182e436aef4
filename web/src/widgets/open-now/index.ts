/** Open-now label, the week's hours and a minute clock for public pages (docs/decisions/0020-open-now.md). */
export { OpenNowBadge, type OpenNowBadgeProps } from "./OpenNowBadge";
export { WeekHours } from "./LazyWeekHours";
export { useMinuteClock, useOpenNowClock } from "./use-minute-clock";
export { OpenNowCards } from "./OpenNowCards";
