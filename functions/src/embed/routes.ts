/**
 * GET /embed/events (docs/product.md#embeddable-calendar): the calendar other sites frame, written by the function
 * without the React app. The only address any site may frame: its policy says `frame-ancestors *` and it sends no
 * X-Frame-Options; every other response keeps refusing frames (http/security-headers.ts, firebase.json).
 */
import { Router } from "express";
import { logger } from "firebase-functions";
import { files, pages } from "@main-street/domain/paths";
import { absoluteUrl } from "@main-street/domain/seo";
import { askedBusiness, askedCategory } from "../calendar";
import { listEvents } from "../events";
import { HttpError } from "../http/errors";
import { prepareBody, preparedBytes, sendPrepared, type PreparedBody } from "../http/prepared-json";
import { cached } from "../platform/list-cache";
import { publicOrigin } from "../seo";
import { PAGE_CACHE_CONTROL } from "../seo";
import { embedContent, parseLimit } from "./embed-content";
import { EMBED_CSP, embedMessageHtml, embedPageHtml } from "./embed-html";
import { siteToday } from "../platform/clock";

export const embedRoutes = Router();

/** The page for a query, kept like a rendered page: per list version, day, origin and (checked) filters. */
async function embedPage(query: Record<string, unknown>, origin: string): Promise<PreparedBody> {
  const limit = parseLimit(query.limit);
  const business = await askedBusiness(query.business);
  const events = await listEvents();
  const category = askedCategory(query.category, events);
  const today = siteToday();
  return cached(
    `embed:${today}:${origin}:${business?.id ?? ""}:${category?.toLowerCase() ?? ""}:${limit}`,
    async () => {
      const content = embedContent(events, { business, category, limit }, today, origin);
      return prepareBody(embedPageHtml(content), "text/html; charset=utf-8");
    },
    // Made only for filters that exist (askedBusiness, askedCategory refuse others), apart from the pages.
    { group: "derived", size: preparedBytes },
  );
}

embedRoutes.get(files.embedEvents.path, async (req, res) => {
  // Set before anything can fail: the message page is framed too, so the other site shows what is wrong.
  res.removeHeader("X-Frame-Options");
  res.set("Content-Security-Policy", EMBED_CSP);
  const origin = publicOrigin(req);
  try {
    const page = await embedPage(req.query, origin);
    res.set("Cache-Control", PAGE_CACHE_CONTROL);
    sendPrepared(req, res, page);
  } catch (error) {
    const known = error instanceof HttpError ? error : undefined;
    const status = known?.status ?? 500;
    if (status >= 500) logger.error("embed page failed", { status, error: String(error) });
    const message =
      known && status < 500 ? known.message : "The events can't be loaded right now. Please try again in a moment.";
    res.status(status).set("Cache-Control", "no-store").type("html");
    res.send(embedMessageHtml(message, absoluteUrl(pages.home.href(), origin)));
  }
});
