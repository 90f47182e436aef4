import type { ContactInput } from "@main-street/domain/submissions";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => apiPost<{ id: string; message: string }>("/api/contact", input),
  });
}
