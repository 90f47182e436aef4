/**
 * The event-proposal form sits at the end of /events, below the fold: its form and validation code load when the
 * visitor comes near it (lazyWhenNeeded), so they stay out of the page's first load. The server renders it in full.
 */
import { lazyWhenNeeded } from "../../components/lazy-when-needed";

export const ProposalForm = lazyWhenNeeded(() => import("./ProposalForm").then((m) => m.ProposalForm));
