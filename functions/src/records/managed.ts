import { bingoSquares } from "../bingo/repository";
import { businesses } from "../businesses/repository";
import { events } from "../events/repository";

/** Every kind the admins manage: each gets the admin routes, and the images its records show count as in use. */
export const MANAGED_RECORDS = [events, businesses, bingoSquares] as const;
