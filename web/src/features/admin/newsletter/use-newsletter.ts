/** The Weekly E-mail tab's test send (functions/src/newsletter/admin-routes.ts); its reads are in ../queries.ts. */
import { useMutation } from "@tanstack/react-query";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../../lib/api-client";

export function useSendTest() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", api.admin.newsletterTest.href()),
  });
}
