/** The site's time zone: Boulder City, Nevada keeps Pacific time. */
export const SITE_TIME_ZONE = "America/Los_Angeles";
