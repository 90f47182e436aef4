import { useCallback, type ReactNode } from "react";
import type { BusinessSummary } from "@main-street/domain/directory";
import { CardStatusProvider } from "../../components/card-status";
import { OpenNowBadge } from "./OpenNowBadge";

/** Gives every business card inside an open-now label, all on the page's one clock (useOpenNowClock). */
export function OpenNowCards({ now, children }: { now: Date; children: ReactNode }) {
  // The same function until the clock ticks: a new one would re-render every card on the page.
  const status = useCallback(
    (business: BusinessSummary) => <OpenNowBadge schedule={business} now={now} checkedAt={business.hoursCheckedAt} />,
    [now],
  );
  return <CardStatusProvider value={status}>{children}</CardStatusProvider>;
}
