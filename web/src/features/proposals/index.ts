/**
 * The event-proposal form sits at the end of /events, below the fold: it loads lazily (wrap it in <Suspense>), so
 * its form and validation code stay out of the page's first load. The server still renders it in full.
 */
import { lazy } from "react";

export const ProposalForm = lazy(() => import("./ProposalForm").then((m) => ({ default: m.ProposalForm })));
