import * as z from "zod/mini";
import { LIMITS, emailField, optionalText, requiredText, textListField } from "./fields";
import { INQUIRY_TYPES, type InquiryType } from "./submission-options";

export { HONEYPOT_FIELD, INQUIRY_TYPES } from "./submission-options";
export type { InquiryType } from "./submission-options";

/** Caps on the volunteer interests list (every other free-text field uses LIMITS). */
const INTEREST_LIMITS = { count: 20, length: 100 } as const;

/** POST /api/contact (docs/product.md#forms). */
export const contactSchema = z.object({
  firstName: requiredText("First name", LIMITS.name),
  lastName: requiredText("Last name", LIMITS.name),
  email: emailField(),
  phone: optionalText("Phone", LIMITS.phone),
  inquiryType: z.enum(Object.keys(INQUIRY_TYPES) as [InquiryType, ...InquiryType[]], {
    error: "Choose an inquiry type",
  }),
  message: requiredText("Message", LIMITS.message, "multi"),
});

/** POST /api/volunteer (docs/product.md#forms): missing phone, skills, previousExperience and message become ''. */
export const volunteerSchema = z.object({
  firstName: requiredText("First name", LIMITS.name),
  lastName: requiredText("Last name", LIMITS.name),
  email: emailField(),
  phone: optionalText("Phone", LIMITS.phone),
  availability: optionalText("Availability", LIMITS.shortText),
  interests: textListField({
    item: "interest",
    anItem: "An interest",
    items: "Interests",
    ...INTEREST_LIMITS,
    notAList: "Interests must be a list of text",
    tooMany: `At most ${INTEREST_LIMITS.count} interests`,
  }),
  skills: optionalText("Skills", LIMITS.message, "multi"),
  previousExperience: optionalText("Previous experience", LIMITS.message, "multi"),
  message: optionalText("Comments", LIMITS.message, "multi"),
});

/** The answer to an accepted POST /api/contact or /api/volunteer (201). */
export interface SubmissionReceipt {
  id: string;
  message: string;
}
