/** Every answer carries X-Request-Id, and every refused request is logged under that id, without its content. */
import { api } from "../../../scripts/test/stack-env";
import { globalLoggingPort, waitForLogs } from "../../../scripts/test/stack-logs";

describe("X-Request-Id", () => {
  it("is a fresh UUID on every response, successes and errors alike", async () => {
    const ids = new Set<string>();
    for (const path of ["/api/events", "/api/events/no-such-event", "/api/businesses/search?q="]) {
      const id = (await api(path)).headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
    }
    expect(ids.size).toBe(3);
  });

  it("keeps a well-formed id the caller sent and replaces anything else", async () => {
    const kept = await api("/api/events", { headers: { "x-request-id": "caller-id-1234" } });
    expect(kept.headers.get("x-request-id")).toBe("caller-id-1234");
    const replaced = await api("/api/events", { headers: { "x-request-id": "<script>alert(1)</script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is the id the refusal is logged under, with status and code but not the submitted data", async () => {
    const secret = `never-logged-${Date.now()}@example.com`;
    const response = await api("/api/contact", { method: "POST", body: { email: secret } });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: "validation_failed",
      message: expect.any(String),
      fields: expect.any(Object),
    });
    const requestId = response.headers.get("x-request-id");
    const logs = await waitForLogs(globalLoggingPort(), (log) => log.requestId === requestId);
    expect(logs.find((log) => log.requestId === requestId)).toMatchObject({
      message: "request refused",
      method: "POST",
      path: "/api/contact",
      status: 400,
      code: "validation_failed",
    });
    expect(JSON.stringify(logs)).not.toContain(secret);
  });
});
