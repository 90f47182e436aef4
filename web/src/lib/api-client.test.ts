import { ApiError, apiErrorFromResponse, apiGet, asApiError, isUnauthorized } from "./api-client";
import { queryKeyToUrl, retryUnlessUnauthorized } from "./query-client";

function respondWith(status: number, body: string, statusText = "") {
  globalThis.fetch = jest.fn(async () => new Response(body || null, { status, statusText })) as typeof fetch;
}

describe("api client", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => (globalThis.fetch = realFetch));

  it("sends credentials and parses JSON", async () => {
    respondWith(200, '[{"id":"a"}]');
    await expect(apiGet("/api/businesses")).resolves.toEqual([{ id: "a" }]);
    expect((globalThis.fetch as jest.Mock).mock.calls[0][1]).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("turns a JSON error into '{status}: {body}' with the code, fields and server message", async () => {
    const body = JSON.stringify({
      error: { code: "validation_failed", message: "Email is required", fields: { email: "Email is required" } },
    });
    respondWith(400, body);
    const error = (await apiGet("/api/contact").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`400: ${body}`);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      serverMessage: "Email is required",
      fields: { email: "Email is required" },
    });
  });

  it("uses the status text when the body is empty", async () => {
    respondWith(401, "", "Unauthorized");
    const error = await apiGet("/api/auth/user").catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("401: Unauthorized");
    expect(isUnauthorized(error)).toBe(true);
  });
});

describe("one error type for every failure", () => {
  it("reads an answer sent any way (an upload's PUT), naming the step that failed", () => {
    const body = JSON.stringify({
      error: { code: "unsupported_media_type", message: "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded." },
    });
    const error = apiErrorFromResponse(415, "Unsupported Media Type", body, "upload file");
    expect(error).toMatchObject({ status: 415, code: "unsupported_media_type", step: "upload file" });
    expect(error.message).toBe(`415: ${body}`);
  });

  it("gives a failure without an answer status 0, and names the step on an ApiError it passes through", () => {
    expect(asApiError(new TypeError("Failed to fetch"))).toMatchObject({ status: 0, message: "0: Failed to fetch" });
    const refused = new ApiError(403, "403: x", { code: "forbidden", serverMessage: "Admin access required." });
    expect(asApiError(refused)).toBe(refused);
    expect(asApiError(refused, "get upload URL")).toMatchObject({
      status: 403,
      code: "forbidden",
      serverMessage: "Admin access required.",
      step: "get upload URL",
    });
  });
});

describe("query client", () => {
  it("builds the URL from the query key", () => {
    expect(queryKeyToUrl(["/api/businesses"])).toBe("/api/businesses");
    expect(queryKeyToUrl(["/api/businesses", "blue-plate-diner"])).toBe("/api/businesses/blue-plate-diner");
    expect(queryKeyToUrl(["/api/businesses/search", { q: "tea & cake" }])).toBe(
      "/api/businesses/search?q=tea+%26+cake",
    );
  });

  it("retries lists up to 3 times, never on 401", () => {
    expect(retryUnlessUnauthorized(0, new ApiError(500, "500: x"))).toBe(true);
    expect(retryUnlessUnauthorized(3, new ApiError(500, "500: x"))).toBe(false);
    expect(retryUnlessUnauthorized(0, new ApiError(401, "401: Unauthorized"))).toBe(false);
  });
});
