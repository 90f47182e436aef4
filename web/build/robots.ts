/**
 * /robots.txt, a static file written by the web build and by each local stack for its own address.
 * Private areas and the API are disallowed, except the public reads the pages render from:
 * Google renders pages with JavaScript, and a blocked data call would leave it an empty page.
 * (Google and Bing apply the longest matching rule, so the Allow lines win for those paths.)
 * It imports nothing from the workspace: Vite's config loader would leave a package import to Node, which can't
 * load the domain package's TypeScript.
 */

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /profile",
    "Disallow: /login",
    "Disallow: /api/",
    "Allow: /api/businesses",
    "Allow: /api/events",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
