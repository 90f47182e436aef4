import type { Business } from "@main-street/domain/business";
import { createContext, useContext, type ReactNode } from "react";

/**
 * A line a page adds to every business card below it (the open-now label), without BusinessGrid and the sections
 * around it passing it down. Without a provider, cards show none.
 */
const CardStatusContext = createContext<((business: Business) => ReactNode) | null>(null);

export const CardStatusProvider = CardStatusContext.Provider;

export function useCardStatus(business: Business): ReactNode {
  return useContext(CardStatusContext)?.(business) ?? null;
}
