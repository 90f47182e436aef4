/**
 * What the API and the staff and owner screens accept as access details (docs/product.md#access): for each known
 * feature, Yes or No with an optional short note; "unknown" (or leaving the feature out) is not reported. An unknown
 * feature is refused by name (`access.ramp`), so nothing is stored under a key no page shows.
 */
import { z } from "zod";
import {
  ACCESS_KEYS,
  ACCESS_NOTE_MAX,
  isAccessKey,
  type AccessDetail,
  type AccessDetails,
  type AccessKey,
} from "./access";
import { optionalText } from "./fields";

export const accessDetailSchema = z.object({
  state: z.enum(["yes", "no", "unknown"], { error: 'Choose "yes", "no" or "unknown"' }),
  note: optionalText("Note", ACCESS_NOTE_MAX),
});

export const accessField = z
  .record(z.string(), z.unknown(), { error: "Access details must be an object of features" })
  .transform((raw, ctx): AccessDetails => {
    const out: AccessDetails = {};
    for (const [key, value] of Object.entries(raw)) {
      if (!isAccessKey(key)) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown access detail "${key.slice(0, 40)}": use one of ${ACCESS_KEYS.join(", ")}`,
          path: [key],
        });
        continue;
      }
      const read = accessDetailSchema.safeParse(value);
      if (!read.success) {
        for (const issue of read.error.issues) {
          ctx.addIssue({ code: "custom", message: issue.message, path: [key, ...issue.path] });
        }
        continue;
      }
      if (read.data.state !== "unknown") out[key as AccessKey] = read.data as AccessDetail;
    }
    return out;
  });
