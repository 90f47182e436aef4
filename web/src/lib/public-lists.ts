/**
 * The whole public lists, for the screens that show every record (the admin tables, the bingo card). Keys are the
 * API addresses (lib/query-client fetches by key), so every screen shares one cached copy of each list.
 */
import type { BingoSquare } from "@main-street/domain/bingo";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { useQuery } from "@tanstack/react-query";
import { bingoSquaresKey, eventsKey } from "./query-keys";

export function useAllBusinesses() {
  return useQuery<Business[]>({ queryKey: ["/api/businesses"] });
}

export function useEvents() {
  return useQuery<CommunityEvent[]>({ queryKey: eventsKey });
}

export function useBingoSquares() {
  return useQuery<BingoSquare[]>({ queryKey: bingoSquaresKey });
}
