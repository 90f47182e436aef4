import { requiresAppCheck, requiresSingleUseToken } from "./app-check";

describe("requiresAppCheck", () => {
  it.each([
    ["POST", "/api/contact"],
    ["POST", "/api/volunteer"],
    ["POST", "/api/event-proposals"],
    ["POST", "/api/admin/events"],
    ["PUT", "/api/admin/businesses/blue-plate-diner"],
    ["DELETE", "/api/admin/events/abc"],
    ["PUT", "/api/admin/users/u1/role"],
    ["POST", "/api/admin/upload-url"],
    ["POST", "/api/objects/upload"],
    ["POST", "/api/objects/set-acl"],
  ])("protects %s %s", (method, path) => {
    expect(requiresAppCheck(method, path)).toBe(true);
  });

  it.each([
    ["GET", "/api/admin/users"],
    ["GET", "/api/contact"],
    ["POST", "/api/auth/session"],
    ["PUT", "/api/auth/profile"],
    ["PUT", "/api/uploads/abc"],
    ["POST", "/api/contactx"],
    ["POST", "/api/admin"],
  ])("leaves %s %s alone", (method, path) => {
    expect(requiresAppCheck(method, path)).toBe(false);
  });
});

describe("requiresSingleUseToken", () => {
  it.each(["/api/contact", "/api/volunteer", "/api/event-proposals"])("asks for a fresh token to post %s", (path) => {
    expect(requiresSingleUseToken("POST", path)).toBe(true);
  });

  it.each([
    ["POST", "/api/admin/events"],
    ["POST", "/api/objects/upload"],
    ["GET", "/api/contact"],
  ])("lets %s %s reuse the app's token", (method, path) => {
    expect(requiresSingleUseToken(method, path)).toBe(false);
  });
});
