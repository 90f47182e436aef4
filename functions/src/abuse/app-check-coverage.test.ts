/**
 * Every route the API guards with App Check is one the web client sends a token to (requiresAppCheck in
 * @main-street/domain/app-check), of the same kind: a route that consumes the token must get a fresh one. A guarded
 * route the client doesn't know would refuse every real visitor once App Check is enforced.
 */
import type { Router } from "express";
import { requiresAppCheck, requiresSingleUseToken } from "@main-street/domain/app-check";
import { api } from "@main-street/domain/paths";
import { uploadApiRoutes } from "../objects/routes";
import { ownerCalendarRoutes } from "../calendar-import/owner-routes";
import { ownerRoutes } from "../owners/routes";
import { ownerStatsRoutes } from "../stats-read/routes";
import { submissionRoutes } from "../submissions/routes";
import { requireAppCheck, requireSingleUseAppCheck } from "./app-check";

/** The routers whose routes carry their own guard; app.ts mounts them under /api. */
const ROUTERS: Router[] = [submissionRoutes, uploadApiRoutes, ownerRoutes, ownerCalendarRoutes, ownerStatsRoutes];

/** What Express keeps of a route (its router's stack). */
interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: unknown }[] };
}

const guarded = ROUTERS.flatMap((router) =>
  (router.stack as RouteLayer[]).flatMap(({ route }) => {
    if (!route) return [];
    const handlers = route.stack.map((layer) => layer.handle);
    const singleUse = handlers.includes(requireSingleUseAppCheck);
    if (!singleUse && !handlers.includes(requireAppCheck)) return [];
    const methods = Object.keys(route.methods).map((method) => method.toUpperCase());
    return [route.path]
      .flat()
      .flatMap((path) =>
        methods.map((method) => ({ method, singleUse, url: api.path + path.replace(/:\w+/g, "some-id") })),
      );
  }),
);

describe("App Check: the API's guarded routes and the web client agree", () => {
  it("finds the guarded routes", () => {
    expect(guarded.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        "/api/contact",
        "/api/businesses/some-id/claim",
        "/api/owner/businesses/some-id/revisions",
        "/api/owner/upload-url",
        "/api/owner/businesses/some-id/calendar",
        "/api/owner/monthly-summary",
        "/api/objects/upload",
      ]),
    );
  });

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))("the client sends a token with %s", (_, r) => {
    expect(requiresAppCheck(r.method, r.url)).toBe(true);
    expect(requiresSingleUseToken(r.method, r.url)).toBe(r.singleUse);
  });
});
