/** What a business and an event both carry (their page's text and picture, Featured, the times kept), empty or off. */
export const PUBLISHED_BLANK = {
  description: "",
  excerpt: "",
  image: "",
  featured: "false",
  createdAt: "",
  updatedAt: "",
} as const;
