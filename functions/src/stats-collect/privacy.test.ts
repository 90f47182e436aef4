import type { Request } from "express";
import { notCounted } from "./privacy";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const request = (headers: Record<string, string>) =>
  ({ header: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe("who the listing statistics don't count", () => {
  it("counts a browser", () => {
    expect(notCounted(request({ "user-agent": CHROME }))).toBeNull();
    expect(notCounted(request({ "user-agent": CHROME, dnt: "0", "sec-purpose": "" }))).toBeNull();
  });

  it.each([
    ["Do Not Track", { dnt: "1" }, "do-not-track"],
    ["Global Privacy Control", { "sec-gpc": "1" }, "global-privacy-control"],
    ["a prefetch", { "sec-purpose": "prefetch" }, "prefetch"],
    ["a prerender", { "sec-purpose": "prefetch;prerender" }, "prefetch"],
    ["an older prefetch", { purpose: "prefetch" }, "prefetch"],
    [
      "Googlebot",
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      "crawler",
    ],
    ["headless Chrome", { "user-agent": CHROME.replace("Chrome/", "HeadlessChrome/") }, "crawler"],
    ["curl", { "user-agent": "curl/8.5.0" }, "crawler"],
    ["no user agent", { "user-agent": "" }, "crawler"],
  ])("leaves out %s", (_, headers, reason) => {
    expect(notCounted(request({ "user-agent": CHROME, ...headers }))).toBe(reason);
  });
});
