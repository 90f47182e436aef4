/** What other folders use of newsletter/: they import it from here, never a file inside (docs/decisions/0098). */
export { adminNewsletterRoutes } from "./admin-routes";
export { NEWSLETTER_MAIL } from "./mail-jobs";
export { newsletterRoutes, oneClickRoutes } from "./routes";
export { forgetSubscriber, newsletterOptions } from "./subscribers";
export { sendWeeklyEmail } from "./weekly";
