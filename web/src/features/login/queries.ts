/** GET /api/config: the public Firebase web config (and the Auth emulator's address locally). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { webConfigSchema, type WebConfig } from "@main-street/domain/auth";
import { api } from "@main-street/domain/paths";
import { fetchByKey } from "../../lib/query-client";

export const webConfigQuery = queryOptions<WebConfig>({
  queryKey: [api.config.path],
  queryFn: async (context) => webConfigSchema.parse(await fetchByKey(context)),
});

export function useWebConfig() {
  return useQuery(webConfigQuery);
}
