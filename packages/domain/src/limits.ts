/* Zod-free, so public pages can import the caps without pulling zod into their first load. */
/** Length caps shared by the forms (shown as helper text) and the API. */
export const LIMITS = {
  name: 80,
  title: 150,
  email: 254,
  phone: 40,
  shortText: 200,
  excerpt: 300,
  message: 5000,
  html: 50_000,
  url: 2048,
  tag: 40,
  tags: 20,
  searchQuery: 100,
} as const;
