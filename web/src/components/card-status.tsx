import type { BusinessSummary } from "@main-street/domain/directory";
import { createContext, useContext, type ReactNode } from "react";

/**
 * A line a page adds to every business card below it (the open-now label), without BusinessGrid and the sections
 * around it passing it down. Without a provider, cards show none.
 */
const CardStatusContext = createContext<((business: BusinessSummary) => ReactNode) | null>(null);

export const CardStatusProvider = CardStatusContext.Provider;

export function useCardStatus(business: BusinessSummary): ReactNode {
  return useContext(CardStatusContext)?.(business) ?? null;
}
