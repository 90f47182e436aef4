/**
 * /robots.txt, a static file written by the web build and by each local stack for its own address.
 * Private areas and the API are disallowed, except the public reads the pages render from:
 * Google renders pages with JavaScript, and a blocked data call would leave it an empty page.
 * (Google and Bing apply the longest matching rule, so the Allow lines win for those paths.)
 */
// Relative, so Vite bundles it with the config: Node would load the package's TypeScript itself and fail.
import { absoluteUrl } from "../../packages/domain/src/seo";

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
    `Sitemap: ${absoluteUrl("/sitemap.xml", origin)}`,
    "",
  ].join("\n");
}
