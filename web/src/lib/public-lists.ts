/**
 * The whole public lists, for the screens that show every record (the admin tables, the bingo card). Keys are the
 * API addresses (lib/query-client fetches by key), so every screen shares one cached copy of each list.
 */
import type { Business } from "@main-street/domain/business";
import { api } from "@main-street/domain/paths";
import { useQuery } from "@tanstack/react-query";
import { bingoSquaresQuery, eventsQuery } from "./queries";

export function useAllBusinesses() {
  return useQuery<Business[]>({ queryKey: [api.businesses.path] });
}

export function useEvents() {
  return useQuery(eventsQuery);
}

export function useBingoSquares() {
  return useQuery(bingoSquaresQuery);
}
