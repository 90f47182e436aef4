/**
 * What the public forms offer and name, without their schemas: the pages render these before any validation code
 * loads (web/src/components/form/use-public-form.tsx loads the schema when the visitor starts on a form).
 */
/**
 * The honeypot: a text input hidden from people (off-screen, aria-hidden, tabindex -1, autocomplete off) that bots
 * fill in. Not "company…" or "website…": browsers autofill organisation fields, which would drop real people.
 */
export const HONEYPOT_FIELD = "homepage_url";

export const INQUIRY_TYPES = {
  business: "Business Information",
  events: "Events & Activities",
  visitor: "Visitor Information",
  listing: "Add Business Listing",
  other: "Other",
} as const;
export type InquiryType = keyof typeof INQUIRY_TYPES;

export const AVAILABILITY_OPTIONS = [
  "Weekdays",
  "Weekends",
  "Evenings",
  "Special events only",
  "Flexible/as needed",
] as const;

export const INTEREST_OPTIONS = [
  "Event setup and teardown",
  "Greeting and guiding attendees",
  "Managing activities (games, booths, contests)",
  "Outreach and promotion",
  "Clean up after events",
  "Photography/videography",
  "Marketing and social media",
  "Administrative support",
  "Special skills/expertise projects",
] as const;
