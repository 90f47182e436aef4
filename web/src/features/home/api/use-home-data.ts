/** Home reads its own summary (category counts and featured cards), never the whole lists. */
import { useQuery } from "@tanstack/react-query";
import { eventsQuery, homeQuery } from "../../../lib/queries";

export function useHomeSummary() {
  return useQuery(homeQuery);
}

export function useEventList() {
  return useQuery(eventsQuery);
}
