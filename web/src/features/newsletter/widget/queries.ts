/** What the subscribe forms offer: the events' categories (GET /api/newsletter), loaded with every public page. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NewsletterOptions } from "@main-street/domain/newsletter";
import { api } from "@main-street/domain/paths";

export const newsletterOptionsQuery = queryOptions<NewsletterOptions>({ queryKey: [api.newsletter.options.path] });

export function useNewsletterOptions() {
  return useQuery(newsletterOptionsQuery);
}
