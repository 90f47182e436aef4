/** What a stack test needs to reach the local stack started by global-setup. */
import { stackAdmin, type StackAdmin } from "../stack/admin";

export function stackUrl(): string {
  const url = process.env.STACK_URL;
  if (!url) throw new Error("STACK_URL is not set: run stack tests through `npm run test:stack`");
  return url;
}

export function adminForTests(): StackAdmin {
  return stackAdmin(JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}") as Record<string, string>);
}

/** fetch against the stack with JSON in and out. */
export async function api(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(stackUrl() + path, {
    method: init.method ?? "GET",
    headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, headers: response.headers };
}
