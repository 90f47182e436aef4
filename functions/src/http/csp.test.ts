import { API_CSP, SECURITY_HEADERS, SITE_CSP, SITE_CSP_EMULATED } from "./csp";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("content security policies", () => {
  it("lets the API load nothing and be framed by nobody", () => {
    expect(directives(API_CSP).get("default-src")).toEqual(["'none'"]);
    expect(directives(API_CSP).get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows the site only itself, Firebase Auth / Google sign-in and https images, never inline scripts", () => {
    const site = directives(SITE_CSP);
    expect(site.get("default-src")).toEqual(["'self'"]);
    expect(site.get("script-src")).not.toContain("'unsafe-inline'");
    expect(site.get("script-src")).not.toContain("'unsafe-eval'");
    // Image fields and descriptions take any https image address (docs/decisions), so img-src allows https:.
    expect(site.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(site.get("connect-src")).toEqual(expect.arrayContaining(["https://identitytoolkit.googleapis.com"]));
    expect(site.get("object-src")).toEqual(["'none'"]);
    expect(site.get("frame-ancestors")).toEqual(["'none'"]);
    expect(site.has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows App Check's token exchange and reCAPTCHA Enterprise's script and frame, and nothing wider", () => {
    const site = directives(SITE_CSP);
    expect(site.get("connect-src")).toContain("https://content-firebaseappcheck.googleapis.com");
    expect(site.get("script-src")).toEqual(
      expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]),
    );
    expect(site.get("frame-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/"]));
    expect(site.get("script-src")).not.toContain("https://www.google.com");
  });

  it("adds the local emulators only to the emulated policy", () => {
    expect(SITE_CSP).not.toMatch(/127\.0\.0\.1|localhost/);
    const emulated = directives(SITE_CSP_EMULATED);
    expect(emulated.get("connect-src")).toEqual(expect.arrayContaining(["http://127.0.0.1:*", "http://localhost:*"]));
    expect(emulated.has("upgrade-insecure-requests")).toBe(false);
  });

  it("sends HSTS, nosniff, a referrer policy, a permissions policy and no framing", () => {
    expect(SECURITY_HEADERS["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=()");
    expect(SECURITY_HEADERS["X-Frame-Options"]).toBe("DENY");
  });
});
