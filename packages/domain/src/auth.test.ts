import { firebaseOptionsFor, safeReturnPath, sessionRequestSchema, webConfigSchema } from "./auth";

const ORIGIN = "https://bouldercity.example";

describe("safeReturnPath (no open redirect after sign-in)", () => {
  it.each([
    ["/events", "/events"],
    ["/directory?category=coffee#top", "/directory?category=coffee#top"],
    ["/admin/events/edit/abc", "/admin/events/edit/abc"],
  ])("keeps the site path %s", (input, expected) => {
    expect(safeReturnPath(input, ORIGIN)).toBe(expected);
  });

  it.each([
    [undefined],
    [""],
    ["events"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    ["/\nhttps://evil.example"],
    ["/login?returnTo=/admin"],
    ["/api/login"],
    ["/api/logout"],
    ["/" + "a".repeat(3000)],
  ])("sends %p home instead", (input) => {
    expect(safeReturnPath(input, ORIGIN)).toBe("/");
  });

  // Dot-segments resolve to '//host' only after URL parsing, so the check must look at the resolved path.
  it.each([["/.//evil.example"], ["/..//x"], ["/%2e//x"], ["/./\\x"], ["/%2E%2E//x"], ["/a/..//x"], ["/.///x"]])(
    "sends %p home: it resolves to another host",
    (input) => {
      expect(safeReturnPath(input, ORIGIN)).toBe("/");
    },
  );

  it("keeps a path whose dot-segments stay on the site, resolved", () => {
    expect(safeReturnPath("/events/../directory", ORIGIN)).toBe("/directory");
  });
});

describe("sessionRequestSchema", () => {
  it("needs a non-empty token", () => {
    expect(sessionRequestSchema.safeParse({ idToken: "" }).success).toBe(false);
    expect(sessionRequestSchema.safeParse({}).success).toBe(false);
    expect(sessionRequestSchema.parse({ idToken: "abc" })).toEqual({ idToken: "abc" });
  });
});

describe("firebaseOptionsFor", () => {
  const config = webConfigSchema.parse({
    firebase: { apiKey: "k", authDomain: "mainstreet.example.org", projectId: "p", appId: "a" },
    authHosts: ["mainstreet.example.org", "p.web.app", "p.firebaseapp.com"],
  });

  it.each(["p.web.app", "p.firebaseapp.com", "mainstreet.example.org"])(
    "signs a page on %s in through its own host",
    (host) => {
      expect(firebaseOptionsFor(config, host)).toEqual({ ...config.firebase, authDomain: host });
    },
  );

  it("keeps the configured auth domain on any other host", () => {
    expect(firebaseOptionsFor(config, "evil.example").authDomain).toBe("mainstreet.example.org");
    expect(firebaseOptionsFor({ ...config, authHosts: [] }, "p.web.app").authDomain).toBe("mainstreet.example.org");
  });
});
