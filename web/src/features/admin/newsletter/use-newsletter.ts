/** The Weekly E-mail tab's calls (functions/src/newsletter/admin-routes.ts). */
import { useMutation, useQuery } from "@tanstack/react-query";
import type { NewsletterPreview, NewsletterStats } from "@main-street/domain/newsletter";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../../lib/api-client";

export function useNewsletterStats() {
  return useQuery<NewsletterStats>({ queryKey: [api.admin.newsletter.path] });
}

/** Next week's e-mail, asked for when staff open the preview (it is the size of an e-mail). */
export function useNewsletterPreview(enabled: boolean) {
  return useQuery<NewsletterPreview>({ queryKey: [api.admin.newsletterPreview.path], enabled });
}

export function useSendTest() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", api.admin.newsletterTest.href()),
  });
}
