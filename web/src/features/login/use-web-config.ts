/** GET /api/config: the public Firebase web config (and the Auth emulator's address locally). */
import { webConfigSchema, type WebConfig } from "@main-street/domain/auth";
import { api } from "@main-street/domain/paths";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client";

export function useWebConfig() {
  return useQuery<WebConfig>({
    queryKey: [api.config.path],
    queryFn: async ({ signal }) => webConfigSchema.parse(await apiGet(api.config.href(), signal)),
  });
}
