/** A selfie-bingo square as admins edit it (POST/PUT of the admin bingo tab) and the public card reads it. */
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { imageField } from "./image-field";

/** Titles fit a phone-sized 5×5 cell; hints are a sentence or two. */
export const BINGO_LIMITS = { title: 40, hint: 200, order: 999 } as const;

export const bingoSquareInputSchema = z.object({
  title: requiredText("Title", BINGO_LIMITS.title),
  hint: optionalText("Hint", BINGO_LIMITS.hint),
  image: imageField,
  order: z
    .number({ error: "Order must be a whole number" })
    .int({ error: "Order must be a whole number" })
    .min(0, { error: "Order can't be negative" })
    .max(BINGO_LIMITS.order, { error: `Order must be at most ${BINGO_LIMITS.order}` })
    .default(0),
});
export interface BingoSquare extends z.output<typeof bingoSquareInputSchema> {
  id: string;
}
