import type { RequestHandler } from "express";
import { API_CSP, SECURITY_HEADERS, SITE_CSP, SITE_CSP_EMULATED } from "./csp";
import { isUnder, pages } from "@main-street/domain/paths";

/** Paths that never answer with a page: the API, uploaded files (whose route may tighten the policy further), assets. */
const NON_PAGE = /^\/(api|objects|assets)(\/|$)/;

function isNonPage(path: string): boolean {
  return NON_PAGE.test(path);
}

/**
 * Security headers on every response the function sends. Set first, so routes may still override them
 * (e.g. /objects adds `sandbox`). Server-rendered pages get the site's policy (the local stack's while `isEmulated`);
 * everything else the strict one.
 */
export function securityHeaders(isEmulated: () => boolean): RequestHandler {
  return (req, res, next) => {
    res.set(SECURITY_HEADERS);
    const sitePolicy = isEmulated() ? SITE_CSP_EMULATED : SITE_CSP;
    res.set("Content-Security-Policy", isNonPage(req.path) ? API_CSP : sitePolicy);
    // The owners' pages may carry a reminder link's token in their address: no Referer leaves them (docs/decisions/0039).
    if (isUnder(pages.owner.path, req.path)) res.set("Referrer-Policy", "no-referrer");
    next();
  };
}
