import express from "express";
import { requireAppCheckOnWrites } from "./abuse/app-check";
import { refuseBrokenUnicode } from "./abuse/broken-unicode";
import { logForwardedChainOnce } from "./abuse/client-ip";
import { adminRoutes } from "./admin/routes";
import { assetRoutes } from "./assets";
import { csrfProtection, requireAdmin } from "./auth";
import { directoryRoutes } from "./directory";
import { districtDayAnswerRoutes } from "./district-days";
import { navigationRoutes } from "./auth";
import { authRoutes } from "./auth";
import { bingoRoutes } from "./bingo";
import { businessRoutes } from "./businesses";
import { calendarRoutes } from "./calendar";
import { eventRoutes } from "./events";
import { hostRoutes } from "./events";
import { embedRoutes } from "./embed";
import { errorHandler, notFoundRoute } from "./http/errors";
import { MAX_BODY_BYTES, bodySizeLimit, requireJson } from "./http/limits";
import { requestId } from "./http/request-id";
import { securityHeaders } from "./http/security-headers";
import { undecodablePathIsNotFound } from "./http/undecodable-path";
import { ownerRoutes } from "./owners";
import { ownerCalendarRoutes } from "./calendar-import";
import { ownerStatsRoutes } from "./stats-read";
import { qrRoutes } from "./qr";
import { objectServeRoutes, uploadApiRoutes, uploadReceiveRoutes } from "./objects";
import { selectTestClock } from "./platform/clock";
import { isEmulated } from "./platform/config";
import { selectTestNamespace } from "./platform/test-namespace";
import { seoRoutes } from "./seo";
import { statsBeaconRoutes } from "./stats-collect";
import { submissionRoutes } from "./submissions";
import { newsletterRoutes, oneClickRoutes } from "./newsletter";
import { inApi } from "./http/mounts";
import { api } from "@main-street/domain/paths";

/** The Express app behind the `api` function: Hosting sends it every address it has no file for (firebase.json). */
export function createApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true); // for X-Forwarded-Proto/Host; rate limits read the client IP in abuse/client-ip.ts
  app.set("etag", "strong");

  app.use(requestId);
  app.use(logForwardedChainOnce); // the number of X-Forwarded-For entries, once per instance (docs/deploy.md, 16)
  app.use(securityHeaders(isEmulated));
  app.use(undecodablePathIsNotFound); // a malformed escape in the path: 404, not a failure
  app.use(selectTestNamespace); // local test stack only: each test file's own database
  app.use(selectTestClock); // local stack only: the day and time a test sees the site at
  app.use(uploadReceiveRoutes); // raw image PUTs, before the JSON body limits
  app.use(statsBeaconRoutes); // POST /api/stats: sendBeacon's small text bodies, with limits of their own
  app.use(objectServeRoutes); // GET /objects/…: published images
  app.use(bodySizeLimit);
  app.use(express.json({ limit: MAX_BODY_BYTES, strict: true }));
  app.use(refuseBrokenUnicode);

  const apiRoutes = express.Router();
  // Liveness for the stack launcher and uptime checks; touches no data, so it warms no cache.
  apiRoutes.get(inApi(api.health.path), (_req, res) => {
    res.set("Cache-Control", "no-store").json({ ok: true });
  });
  // RFC 8058: mail providers POST a form, without cookie or Origin; its token is its only permission.
  apiRoutes.use(oneClickRoutes);
  apiRoutes.use(requireJson);
  apiRoutes.use(csrfProtection);
  apiRoutes.use(authRoutes); // /auth/…
  apiRoutes.use(navigationRoutes); // /login, /logout, /config
  // App Check (when enforced) sits on the routes themselves: admin writes here, the forms and upload steps on theirs.
  apiRoutes.use(inApi(api.admin.path), requireAppCheckOnWrites);
  apiRoutes.use(uploadApiRoutes); // /admin/upload-url, /admin/set-image-acl, /objects/upload, /objects/set-acl
  apiRoutes.use(inApi(api.admin.path), requireAdmin);
  apiRoutes.use(adminRoutes); // /admin/…, for admins only (above)
  apiRoutes.use(ownerRoutes); // /businesses/{id}/claim, /owner/…: signed-in owners, checked on each request
  apiRoutes.use(districtDayAnswerRoutes); // /owner/district-day/…: a district day's e-mailed link is the permission
  apiRoutes.use(ownerCalendarRoutes); // /owner/businesses/{id}/calendar
  apiRoutes.use(ownerStatsRoutes); // /owner/businesses/{id}/stats, /owner/monthly-summary…
  apiRoutes.use(businessRoutes); // /businesses, /businesses/search, …
  apiRoutes.use(hostRoutes); // /businesses/{id}, with its hosted events
  apiRoutes.use(directoryRoutes); // /directory, /home, /this-week
  apiRoutes.use(bingoRoutes); // /bingo-squares…
  apiRoutes.use(calendarRoutes); // before eventRoutes: /events/{id}.ics
  apiRoutes.use(qrRoutes); // /businesses/{id}/qr.svg, /events/{id}/qr.svg
  apiRoutes.use(eventRoutes); // /events, /events/{id}
  apiRoutes.use(submissionRoutes);
  apiRoutes.use(newsletterRoutes); // /newsletter…: subscribing, and the e-mails' signed links
  app.use(api.path, apiRoutes);
  app.use(assetRoutes); // the hashed files Hosting lacks (e.g. after a functions-only deploy)
  app.use(embedRoutes); // /embed/events: the calendar other sites frame, written without the app
  app.use(seoRoutes); // public pages with a server-rendered head, /sitemap.xml

  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
