/** What other folders use of ssr/: they import it from here, never a file inside (docs/decisions/0098). */
export { renderHead, type HeadContent } from "./render-head";
export { renderPage } from "./render-page";
export { serverEntry } from "./renderer";
export { pageTemplate } from "./template";
