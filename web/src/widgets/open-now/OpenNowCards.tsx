import type { ReactNode } from "react";
import { CardStatusProvider } from "../../components/card-status";
import { OpenNowBadge } from "./OpenNowBadge";

/** Gives every business card inside an open-now label, all on the page's one clock (useOpenNowClock). */
export function OpenNowCards({ now, children }: { now: Date; children: ReactNode }) {
  return (
    <CardStatusProvider
      value={(business) => <OpenNowBadge hours={business.hours} now={now} checkedAt={business.hoursCheckedAt} />}
    >
      {children}
    </CardStatusProvider>
  );
}
