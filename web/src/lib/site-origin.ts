/** The site's origin for absolute links: the browser's, or on the server the request's public origin. */
let serverOrigin = "";

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return typeof window === "undefined" ? serverOrigin : window.location.origin;
}
