import type { VolunteerInput } from "@main-street/domain/submissions";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";

export function useSubmitVolunteer() {
  return useMutation({
    mutationFn: (input: VolunteerInput) => apiPost<{ id: string; message: string }>("/api/volunteer", input),
  });
}
