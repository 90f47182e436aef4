/**
 * Every page address: public pages rendered on the server (link-preview crawlers run no JavaScript), the bare app
 * shell for the client-only areas, the 404 page for any other address; plus /sitemap.xml. Hosting sends every
 * address it has no file for to the function (firebase.json, docs/decisions/0049-one-page-three-files.md);
 * /robots.txt is a static file written by the web build (web/vite.config.ts).
 */
import { Router, type Response } from "express";
import { logger } from "firebase-functions";
import { readSessionCookie } from "../auth";
import { listBusinesses } from "../businesses";
import { listEvents } from "../events";
import { HttpError } from "../http/errors";
import { sendPrepared } from "../http/prepared-json";
import { publicOrigin } from "./origin";
import { renderPage } from "../ssr";
import { PRIVATE_AREAS, STATIC_PUBLIC_PATHS, api, files, isUnder, pages } from "@main-street/domain/paths";
import { fallbackPage } from "./pages";
import { prepareBody, type PreparedBody } from "../http/prepared-json";
import { renderHead, type HeadContent } from "../ssr";
import { sitemapEntries, sitemapXml } from "./sitemap";
import { pageTemplate } from "../ssr";

/** The CDN keeps pages 5 minutes and 5 more while it refetches: an edit shows within 10. Browsers revalidate. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=300";
const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

export const seoRoutes = Router();

/** The bare shell with a page's head: the app renders the body in the browser. */
function sendShell(res: Response, status: number, head: HeadContent, origin: string): void {
  const { before, after } = pageTemplate();
  res
    .status(status)
    .type("html")
    .send(before + renderHead(head, origin) + after);
}

seoRoutes.get(files.sitemap.path, async (req, res) => {
  const [businesses, events] = await Promise.all([listBusinesses(), listEvents()]);
  const xml = sitemapXml(sitemapEntries(STATIC_PUBLIC_PATHS, businesses, events, publicOrigin(req)));
  res.set("Cache-Control", PAGE_CACHE_CONTROL).type("application/xml").send(xml);
});

/** Refused queries (an over-long directory search) are answered afresh each time. */
const REFUSED_CACHE_CONTROL = "no-store";

/** The function's addresses that are never pages: the API and the images answer their own 404. */
const NOT_PAGES = [api.path, files.objects.path];

let shell: { id: string; prepared: PreparedBody } | undefined;

/** The shell as built, compressed once per build. */
function preparedShell(): PreparedBody {
  const template = pageTemplate();
  if (shell?.id !== template.id) {
    shell = { id: template.id, prepared: prepareBody(template.shell, "text/html; charset=utf-8") };
  }
  return shell.prepared;
}

/** Every page path; an address no route matches gets the 404 page. */
seoRoutes.get(/^\//, async (req, res, next) => {
  if (NOT_PAGES.some((base) => isUnder(base, req.path))) return next();
  if (PRIVATE_AREAS.some((name) => isUnder(pages[name].path, req.path))) {
    // The same for everyone (the app signs in and renders in the browser), so the CDN may keep it like a page.
    res.set("Cache-Control", PAGE_CACHE_CONTROL);
    sendPrepared(req, res, preparedShell());
    return;
  }
  const origin = publicOrigin(req);
  try {
    const search = new URL(req.originalUrl, "http://x").searchParams;
    const page = await renderPage(req.path, search, origin);
    if (page.status === 301) {
      // Same site only: the location is a path the route table spelled, and the query goes along unchanged.
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      res.set("Cache-Control", PAGE_CACHE_CONTROL).redirect(301, page.location + query);
      return;
    }
    const publicControl =
      page.status === 200 ? PAGE_CACHE_CONTROL : page.status === 404 ? NOT_FOUND_CACHE_CONTROL : REFUSED_CACHE_CONTROL;
    // A signed-in visitor's response is never kept by a shared cache.
    res.set("Cache-Control", readSessionCookie(req) ? "private, no-store" : publicControl);
    res.status(page.status);
    sendPrepared(req, res, page.prepared);
  } catch (error) {
    res.set("Cache-Control", "no-store");
    if (error instanceof HttpError && error.status === 503) {
      // The data is unreachable: still serve the app (it retries) with its section's head, never cached.
      logger.warn("page head served without data", { path: req.path, code: error.code });
      sendShell(res, 503, await fallbackPage(req.path), origin);
      return;
    }
    // A render bug must not take the page down: the shell lets the browser render it; crawlers retry a 500.
    logger.error("server render failed; shell served", { path: req.path, error: String(error) });
    sendShell(res, 500, await fallbackPage(req.path), origin);
  }
});
