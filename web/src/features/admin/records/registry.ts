/** Every kind the admins manage, in the order of their dashboard tabs (docs/product.md#admin). */
import { bingoSquareAdmin } from "./bingo-square-admin";
import { businessAdmin } from "./business-admin";
import { eventAdmin } from "./event-admin";

export const ADMIN_RECORDS = [eventAdmin, businessAdmin, bingoSquareAdmin] as const;
