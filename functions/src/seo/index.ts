/** What other folders use of seo/: they import it from here, never a file inside (docs/decisions/0098). */
export { publicOrigin } from "./origin";
export { PAGE_CACHE_CONTROL, seoRoutes } from "./routes";
