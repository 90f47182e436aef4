/**
 * GET /api/businesses/{id}/qr.svg and GET /api/events/{id}/qr.svg (with ?date=, that date's page): the printable QR
 * code of a business's or event's page (docs/product.md#qr-codes), drawn here so the public pages carry no QR code.
 * Kept in memory like the other reads until the next write (platform/list-cache.ts), and revalidated by ETag.
 */
import { Router, type Request, type Response } from "express";
import { absoluteUrl, businessMeta, documentTitle, eventMeta, type PageMeta } from "@main-street/domain/seo";
import { api } from "@main-street/domain/paths";
import { getBusiness } from "../businesses";
import { getEvent } from "../events";
import { publicCache } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { prepareBody, preparedBytes, sendPrepared, type PreparedBody } from "../http/prepared-json";
import { parseId, parseOccurrenceDate } from "../http/validate";
import { cached } from "../platform/list-cache";
import { publicOrigin } from "../seo";
import { qrSvg } from "./svg";

export const qrRoutes = Router();

const SVG_TYPE = "image/svg+xml; charset=utf-8";
const SUFFIX = documentTitle("");

/** What the poster says and opens: the page's own title (without the site's name) and canonical address. */
function poster(meta: PageMeta, origin: string): PreparedBody {
  const title = meta.title.endsWith(SUFFIX) ? meta.title.slice(0, -SUFFIX.length) : meta.title;
  return prepareBody(qrSvg({ title, url: absoluteUrl(meta.path, origin) }), SVG_TYPE);
}

async function sendPoster(
  req: Request,
  res: Response,
  { key, file, what, load }: { key: string; file: string; what: string; load: () => Promise<PageMeta | null> },
): Promise<void> {
  const origin = publicOrigin(req);
  const prepared = await cached(
    `qr:${key}:${origin}`,
    async () => {
      const meta = await load();
      return meta && poster(meta, origin);
    },
    // Kept only for what exists (a listing, an event, a real date of it), apart from the pages (list-cache.ts).
    { group: "derived", size: (body) => (body ? preparedBytes(body) : 0), keep: (body) => body !== null },
  );
  if (!prepared) throw new HttpError(404, "not_found", `${what} not found.`);
  publicCache(res, 300);
  res.set("Content-Disposition", `inline; filename="${file}-qr.svg"`);
  sendPrepared(req, res, prepared);
}

qrRoutes.get(inApi(api.businessQr.path), async (req, res) => {
  const id = parseId(req.params.id, "Business");
  await sendPoster(req, res, {
    key: `business:${id}`,
    file: id,
    what: "Business",
    load: async () => {
      const business = await getBusiness(id);
      return business && businessMeta(business);
    },
  });
});

qrRoutes.get(inApi(api.eventQr.path), async (req, res) => {
  const id = parseId(req.params.id, "Event");
  // docs/product.md#recurring-events: one date of a series is a page of its own, with its own address and title.
  const date = parseOccurrenceDate(req.query.date);
  await sendPoster(req, res, {
    key: `event:${id}:${date ?? ""}`,
    file: date ? `${id}-${date}` : id,
    what: "Event",
    load: async () => {
      const event = await getEvent(id, date);
      return event && eventMeta(event, date);
    },
  });
});
